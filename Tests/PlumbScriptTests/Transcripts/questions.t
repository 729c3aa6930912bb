Questions never change the layout. Each takes '--json' and then prints one JSON document.

  plumb> window root 375x667
  plumb> view card in root
  plumb> view title in card intrinsic 120x21
  plumb> guide spacer in root
  plumb> pin card insets 20
  #1 card.leading == root.leading + 20
  #2 card.trailing == root.trailing - 20
  #3 card.top == root.top + 20
  #4 card.bottom == root.bottom - 20
  plumb> title.top == card.top + 8 && title.centerX == card.centerX
  #5 title.top == card.top + 8
  #6 title.centerX == card.centerX
  plumb> spacer.top == card.bottom && spacer.height == 10 && spacer.left == root.left && spacer.width == 10
  #7 spacer.top == card.bottom
  #8 spacer.height == 10
  #9 spacer.left == root.left
  #10 spacer.width == 10
  plumb> group extra off { title.width == 200 }
  group extra (off, 1 constraint)
    #11 title.width == 200
  plumb> tree
  •root (0, 0, 375, 667)
  |   guide spacer (0, 647, 10, 10)
  |   *card (20, 20, 335, 627)
  |   |   *title (107.5, 8, 120, 21)
  plumb> tree --json
  {
    "windows": [
      {
        "name": "root",
        "kind": "window",
        "autoresizing": false,
        "frame": {"x": 0, "y": 0, "width": 375, "height": 667},
        "guides": [
          {
            "name": "spacer",
            "frame": {"x": 0, "y": 647, "width": 10, "height": 10}
          }
        ],
        "subviews": [
          {
            "name": "card",
            "kind": "view",
            "autoresizing": false,
            "frame": {"x": 20, "y": 20, "width": 335, "height": 627},
            "guides": [],
            "subviews": [
              {
                "name": "title",
                "kind": "view",
                "autoresizing": false,
                "frame": {"x": 107.5, "y": 8, "width": 120, "height": 21},
                "guides": [],
                "subviews": []
              }
            ]
          }
        ]
      }
    ]
  }
  plumb> frames title spacer --json
  {
    "title": {"x": 107.5, "y": 8, "width": 120, "height": 21},
    "spacer": {"x": 0, "y": 647, "width": 10, "height": 10}
  }
  plumb> show title
  view title in card
    frame (107.5, 8, 120, 21), in the window (127.5, 28, 120, 21)
    intrinsic 120x21
    constraints:
      #5 title.top == card.top + 8
      #6 title.centerX == card.centerX
      #11 title.width == 200 (inactive)
      [intrinsic width (hugging)] title.width <= 120 @250
      [intrinsic width (compression resistance)] title.width >= 120 @750
      [intrinsic height (hugging)] title.height <= 21 @250
      [intrinsic height (compression resistance)] title.height >= 21 @750
  plumb> show #5
  #5 title.top == card.top + 8
    active, held by card
    written at shell entry 6
    holds
  plumb> show #5 --json
  {
    "number": 5,
    "label": null,
    "system": null,
    "first": {"item": "title", "attribute": "top"},
    "relation": "==",
    "second": {"item": "card", "attribute": "top"},
    "multiplier": 1,
    "constant": 8,
    "priority": 1000,
    "state": "active",
    "host": "card",
    "group": null,
    "origin": "shell entry 6",
    "description": "#5 title.top == card.top + 8",
    "distance": 0
  }
  plumb> show extra
  extra (off, 1 constraint)
    #11 title.width == 200 (inactive)
  plumb> constraints title
  #5 title.top == card.top + 8
  #6 title.centerX == card.centerX
  #11 title.width == 200 (inactive)
  [intrinsic width (hugging)] title.width <= 120 @250
  [intrinsic width (compression resistance)] title.width >= 120 @750
  [intrinsic height (hugging)] title.height <= 21 @250
  [intrinsic height (compression resistance)] title.height >= 21 @750
  plumb> constraints card --installed
  #5 title.top == card.top + 8
  #6 title.centerX == card.centerX
  plumb> constraints --installed
  root
    [window minX] root.left == 0
    [window minY] root.top == 0
    [window width] root.width == 375
    [window height] root.height == 667
    #1 card.leading == root.leading + 20
    #2 card.trailing == root.trailing - 20
    #3 card.top == root.top + 20
    #4 card.bottom == root.bottom - 20
    #7 spacer.top == card.bottom
    #8 spacer.height == 10
    #9 spacer.left == root.left
    #10 spacer.width == 10
  card
    #5 title.top == card.top + 8
    #6 title.centerX == card.centerX
  title
    [intrinsic width (hugging)] title.width <= 120 @250
    [intrinsic width (compression resistance)] title.width >= 120 @750
    [intrinsic height (hugging)] title.height <= 21 @250
    [intrinsic height (compression resistance)] title.height >= 21 @750
  plumb> where #5
  #5 is held by card, the closest common ancestor of title and card
  plumb> where #7
  #7 is held by root, the closest common ancestor of spacer and card
  plumb> common title spacer
  root
  plumb> common title root --json
  {"first": "title", "second": "root", "common": "root"}
  plumb> history
   1  window root 375x667
   2  view card in root
   3  view title in card intrinsic 120x21
   4  guide spacer in root
   5  pin card insets 20
   6  title.top == card.top + 8 && title.centerX == card.centerX
   7  spacer.top == card.bottom && spacer.height == 10 && spacer.left == root.left && spacer.width == 10
   8  group extra off { title.width == 200 }
   9  tree
  10  tree --json
  11  frames title spacer --json
  12  show title
  13  show #5
  14  show #5 --json
  15  show extra
  16  constraints title
  17  constraints card --installed
  18  constraints --installed
  19  where #5
  20  where #7
  21  common title spacer
  22  common title root --json
  23  history

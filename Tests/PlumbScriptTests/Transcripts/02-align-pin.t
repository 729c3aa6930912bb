Align's semantic helpers: 'pin' an item's edges to its superview (or to another item),
with insets, along one axis or both, and place it with one of ten alignments.

  plumb> window root 375x667 safe 44 0 34 0

A card that fills the safe area, 20 points in from every edge.
  plumb> view card in root
  plumb> pin card to root.safeArea insets 20
  #1 card.leading == root.safeArea.leading + 20
  #2 card.trailing == root.safeArea.trailing - 20
  #3 card.top == root.safeArea.top + 20
  #4 card.bottom == root.safeArea.bottom - 20

A title that spans the card horizontally, 16 points in, centered vertically.
  plumb> view title in card intrinsic 120x21
  plumb> pin title horizontal inset 16
  #5 title.leading == card.leading + 16
  #6 title.trailing == card.trailing - 16
  plumb> title.centerY == card.centerY
  #7 title.centerY == card.centerY

A badge in the card's top-trailing corner. Every alignment but 'fill' keeps the item
inside its target with inequalities, and holds only the edges it names.
  plumb> view badge in card intrinsic 24x24
  plumb> pin badge insets 8 align topTrailing
  #8 badge.leading >= card.leading + 8
  #9 badge.trailing == card.trailing - 8
  #10 badge.top == card.top + 8
  #11 badge.bottom <= card.bottom - 8

A button centered in the card: 'center' adds centerX and centerY equalities.
  plumb> view button in card intrinsic 88x30
  plumb> pin button align center
  #12 button.leading >= card.leading
  #13 button.trailing <= card.trailing
  #14 button.centerX == card.centerX
  #15 button.top >= card.top
  #16 button.bottom <= card.bottom
  #17 button.centerY == card.centerY

  plumb> frames
  root    (0, 0, 375, 667)
  card    (20, 64, 335, 549)
  title   (16, 264, 303, 21)
  badge   (303, 8, 24, 24)
  button  (123.5, 259.5, 88, 30)
  plumb> constraints badge
  #8 badge.leading >= card.leading + 8
  #9 badge.trailing == card.trailing - 8
  #10 badge.top == card.top + 8
  #11 badge.bottom <= card.bottom - 8
  [intrinsic width (hugging)] badge.width <= 24 @250
  [intrinsic width (compression resistance)] badge.width >= 24 @750
  [intrinsic height (hugging)] badge.height <= 24 @250
  [intrinsic height (compression resistance)] badge.height >= 24 @750

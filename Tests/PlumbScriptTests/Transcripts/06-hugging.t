Two labels in a row, and the question every Auto Layout user meets: when there is more
room than both need, which one grows? The one with the lower content-hugging priority.
Interface Builder gives labels 251, views made in code get 250.

  plumb> window root 375x667
  plumb> view name in root intrinsic 60x21 hug 251 250
  plumb> view value in root intrinsic 80x21

  plumb> H:|-[name]-[value]-|
  #1 name.leading == root.leading + 20
  #2 value.leading == name.trailing + 8
  #3 root.trailing == value.trailing + 20
  plumb> V:|-40-[name]
  #4 name.top == root.top + 40
  plumb> value.firstBaseline == name.firstBaseline
  #5 value.firstBaseline == name.firstBaseline

'name' hugs harder (251 > 250), so 'value' takes the extra room.
  plumb> frames name value
  name   (20, 40, 60, 21)
  value  (88, 40, 267, 21)

Flip the priorities and 'name' grows instead.
  plumb> set name hug 250 250
  plumb> set value hug 251 250
  plumb> frames name value
  name   (20, 40, 247, 21)
  value  (275, 40, 80, 21)

When there is too little room, compression resistance decides who shrinks: the lower.
  plumb> resize root 150x667
  plumb> set value resist 760 750
  plumb> frames name value
  name   (20, 40, 22, 21)
  value  (50, 40, 80, 21)

The key-path mini DSL relates two anchors of a view through key paths, as in
square.constrain(\.width, to: \.height)
Its classic example is a square: as wide as it is tall, half the width of its superview,
centered. Dimensions may relate across axes: width to height is allowed.

  plumb> window root 375x667
  plumb> view square in root

  plumb> square.width == square.height
  #1 square.width == square.height
  plumb> square.width == root.width * 0.5
  #2 square.width == root.width * 0.5
  plumb> square.center == root.center
  #3 square.centerX == root.centerX
  #4 square.centerY == root.centerY

A square of 187.5 points in the middle of the window.
  plumb> frames square
  square  (93.75, 239.75, 187.5, 187.5)

Rotated, the square follows the new width.
  plumb> resize root 667x375
  plumb> frames square
  square  (166.75, 20.75, 333.5, 333.5)

AutoLayoutShorthand writes the constraints of one view as a dictionary,
[icon als_addConstraints:@{ @"left ==": superview, @"width ==": @32 }]
Plumb's shorthand block is the same idea: one item, one constraint per entry.
A bare item on the right means the same attribute of that item.

  plumb> window root 375x667
  plumb> view header in root intrinsic _x64
  plumb> pin header horizontal
  #1 header.leading == root.leading
  #2 header.trailing == root.trailing
  plumb> header.top == root.top
  #3 header.top == root.top

The icon: at the left edge, 32 points square, 10 points below the header.
  plumb> view icon in root
  plumb> icon { left == superview + 16, width == 32, top == header.bottom + 10 @750, height == 32 }
  #4 icon.left == root.left + 16
  #5 icon.width == 32
  #6 icon.top == header.bottom + 10 @750
  #7 icon.height == 32

A label beside it, its left edge 8 points after the icon's right edge, centered on it.
  plumb> view label in root intrinsic 160x21
  plumb> label { left == icon.right + 8, centerY == icon }
  #8 label.left == icon.right + 8
  #9 label.centerY == icon.centerY

  plumb> frames
  root    (0, 0, 375, 667)
  header  (0, 0, 375, 64)
  icon    (16, 74, 32, 32)
  label   (56, 79.5, 160, 21)
  plumb> show icon
  view icon in root
    frame (16, 74, 32, 32), in the window (16, 74, 32, 32)
    constraints:
      #4 icon.left == root.left + 16
      #5 icon.width == 32
      #6 icon.top == header.bottom + 10 @750
      #7 icon.height == 32
      #8 label.left == icon.right + 8
      #9 label.centerY == icon.centerY

The Easy Layout seed: a text field and a button in a row, in a window 375 points wide.

Easy Layout writes each constraint as the equation it is,
button.right == root.right - 22
and so does Plumb: first.attribute, a relation, then a multiplier times another
item's attribute plus a constant. Each constraint gets a number, #1, #2, ...

  plumb> window root 375x667

UIKit gives a rounded text field and a system button an intrinsic height of 30.
  plumb> view button in root intrinsic 74x30
  plumb> view text in root intrinsic _x30

The button: 88 wide, 22 points from the right edge, 44 from the top.
  plumb> button.width == 88
  #1 button.width == 88
  plumb> button.right == root.right - 22
  #2 button.right == root.right - 22
  plumb> button.top == root.top + 44
  #3 button.top == root.top + 44

The text field fills the rest of the row, 22 points from each neighbour.
  plumb> text.left == root.left + 22
  #4 text.left == root.left + 22
  plumb> text.right == button.left - 22
  #5 text.right == button.left - 22
  plumb> text.top == button.top
  #6 text.top == button.top

An inequality with a multiplier: never narrower than half the button plus 5.
  plumb> text.width >= button.width * 0.5 + 5
  #7 text.width >= button.width * 0.5 + 5

At 375 points the button sits at x = 375 - 22 - 88 = 265; the text field spans 22...243.
  plumb> frames
  root    (0, 0, 375, 667)
  button  (265, 44, 88, 30)
  text    (22, 44, 221, 30)

The same layout at the width of an iPhone SE: only the text field changes.
  plumb> resize root 320x568
  plumb> frames text button
  text    (22, 44, 166, 30)
  button  (210, 44, 88, 30)

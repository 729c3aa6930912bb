Margins and the safe area. Every view has a margins guide, 'NAME.margins', 8 points in
from its edges by default; a window can have safe-area insets (a notch, a home
indicator), the guide 'NAME.safeArea'. Both are guides held by required constraints, and
they come into being only when something refers to them, as in UIKit.

  plumb> window phone 375x812 safe 44 0 34 0

A toolbar along the bottom of the safe area; its content follows its margins.
  plumb> view toolbar in phone
  plumb> toolbar.left == phone.left && toolbar.right == phone.right
  #1 toolbar.left == phone.left
  #2 toolbar.right == phone.right
  plumb> toolbar.bottom == phone.safeArea.bottom
  #3 toolbar.bottom == phone.safeArea.bottom
  plumb> toolbar.height == 49
  #4 toolbar.height == 49

  plumb> view done in toolbar intrinsic 50x30
  plumb> done.trailing == toolbar.trailingMargin
  #5 done.trailing == toolbar.trailingMargin
  plumb> done.centerY == toolbar.centerY
  #6 done.centerY == toolbar.centerY

A content view inside the safe area, its label inside the content view's margins.
  plumb> view content in phone
  plumb> content.top == phone.safeArea.top
  #7 content.top == phone.safeArea.top
  plumb> content.bottom == toolbar.top
  #8 content.bottom == toolbar.top
  plumb> pin content horizontal
  #9 content.leading == phone.leading
  #10 content.trailing == phone.trailing
  plumb> view label in content intrinsic 200x21
  plumb> pin label to content.margins align topLeading
  #11 label.leading == content.margins.leading
  #12 label.trailing <= content.margins.trailing
  #13 label.top == content.margins.top
  #14 label.bottom <= content.margins.bottom

  plumb> frames
  phone    (0, 0, 375, 812)
  toolbar  (0, 729, 375, 49)
  done     (317, 9.5, 50, 30)
  content  (0, 44, 375, 685)
  label    (8, 8, 200, 21)

Wider margins move what is pinned to them, and nothing else.
  plumb> set content margins 16
  plumb> set toolbar margins 0 20 0 20
  plumb> frames done label
  done   (305, 9.5, 50, 30)
  label  (16, 16, 200, 21)

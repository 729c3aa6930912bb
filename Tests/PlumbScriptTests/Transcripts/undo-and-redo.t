Every change can be undone: 'undo' rebuilds the layout from the log of changes without the
last one, and 'redo' brings it back until the next change.

  plumb> window root 375x667
  plumb> view box in root
  plumb> box.width == 100 && box.height == 50
  #1 box.width == 100
  #2 box.height == 50
  plumb> pin box align center
  #3 box.leading >= root.leading
  #4 box.trailing <= root.trailing
  #5 box.centerX == root.centerX
  #6 box.top >= root.top
  #7 box.bottom <= root.bottom
  #8 box.centerY == root.centerY
  plumb> frames box
  box  (137.5, 308.5, 100, 50)
  plumb> resize root 320x568
  plumb> frames box
  box  (110, 259, 100, 50)
  plumb> undo
  undid: resize root 320x568
  plumb> frames box
  box  (137.5, 308.5, 100, 50)
  plumb> undo
  undid: pin box align center
  plumb> constraints
  #1 box.width == 100
  #2 box.height == 50
  plumb> redo
  redid: pin box align center
  plumb> constraints
  #1 box.width == 100
  #2 box.height == 50
  #3 box.leading >= root.leading
  #4 box.trailing <= root.trailing
  #5 box.centerX == root.centerX
  #6 box.top >= root.top
  #7 box.bottom <= root.bottom
  #8 box.centerY == root.centerY
  plumb> set box intrinsic 10x10
  plumb> redo
  error: nothing to redo
  1 | redo
    | ^~~~

A failed statement leaves nothing behind, even when part of it had worked.

  plumb> box.height == 20 && box.width == missing.width
  error: unknown view or guide 'missing'
  1 | box.height == 20 && box.width == missing.width
    |                                  ^~~~~~~
  plumb> constraints box
  #1 box.width == 100
  #2 box.height == 50
  #3 box.leading >= root.leading
  #4 box.trailing <= root.trailing
  #5 box.centerX == root.centerX
  #6 box.top >= root.top
  #7 box.bottom <= root.bottom
  #8 box.centerY == root.centerY
  [intrinsic width (hugging)] box.width <= 10 @250
  [intrinsic width (compression resistance)] box.width >= 10 @750
  [intrinsic height (hugging)] box.height <= 10 @250
  [intrinsic height (compression resistance)] box.height >= 10 @750

'reset' is a change like any other.

  plumb> reset
  the layout is empty ('undo' brings it back)
  plumb> frames
  no views
  plumb> undo
  undid: reset
  plumb> frames
  root  (0, 0, 375, 667)
  box   (137.5, 308.5, 100, 50)

The classic conflict: a view made in code keeps translatesAutoresizingMaskIntoConstraints
on, so its frame is held by required constraints (Apple's NSAutoresizingMaskLayoutConstraint,
'h=--& v=--&'), and the constraints written for it cannot all hold.

  plumb> window root 375x667
  plumb> view banner in root frame 0 0 100 50

Pin it to the top of the window, full width. Its autoresizing width is 100, so this
cannot hold: as in UIKit, the statement succeeds and one constraint is broken.
  plumb> banner.left == root.left && banner.right == root.right
  #1 banner.left == root.left
  #2 banner.right == root.right
  unable to simultaneously satisfy constraints: these 4 cannot all hold
    [window width] root.width == 375
    #2 banner.right == root.right
    [autoresizing width] banner.width == 100
    [autoresizing minX] banner.left == root.left
    375 ≠ 100
  broke #2 banner.right == root.right to recover; it misses by 275
  'explain #2' shows the arithmetic and the fixes that work
  plumb> banner.top == root.top && banner.height == 60
  #3 banner.top == root.top
  #4 banner.height == 60
  unable to simultaneously satisfy constraints: these 2 cannot all hold
    #4 banner.height == 60
    [autoresizing height] banner.height == 50
    60 ≠ 50
  broke #4 banner.height == 60 to recover; it misses by 10
  'explain #4' shows the arithmetic and the fixes that work

The frame still comes from autoresizing, and the broken constraints say so.
  plumb> frames banner
  banner  (0, 0, 100, 50)
  plumb> constraints banner
  #1 banner.left == root.left
  #2 banner.right == root.right (broken)
  #3 banner.top == root.top
  #4 banner.height == 60 (broken)
  [autoresizing minX] banner.left == root.left
  [autoresizing minY] banner.top == root.top
  [autoresizing width] banner.width == 100
  [autoresizing height] banner.height == 50

The fix every UIKit developer learns: turn autoresizing off. The broken constraints can
hold again and are restored.
  plumb> set banner autoresizing off
  restored #2 banner.right == root.right: it can hold again
  restored #4 banner.height == 60: it can hold again
  plumb> frames banner
  banner  (0, 0, 375, 60)

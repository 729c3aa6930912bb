An ambiguous layout: the constraints say how big the view is and where it is vertically,
but nothing fixes its horizontal position. The solver still gives it a frame, one of
infinitely many that satisfy every constraint, which is why ambiguity is so easy to miss.

  plumb> window root 375x667
  plumb> view box in root
  plumb> box.width == 100 && box.height == 100
  #1 box.width == 100
  #2 box.height == 100
  plumb> box.top == root.top + 100
  #3 box.top == root.top + 100

Nothing says where 'box' is along x: this frame is just one of many.
  plumb> frames box
  box  (0, 100, 100, 100)  ambiguous: x free
  plumb> show box
  view box in root
    frame (0, 100, 100, 100), in the window (0, 100, 100, 100)
    ambiguous: x free (see 'ambiguity box')
    constraints:
      #1 box.width == 100
      #2 box.height == 100
      #3 box.top == root.top + 100

Two views that only relate to each other float together: their distance is fixed,
their place is not.
  plumb> view a in root
  plumb> view b in root
  plumb> b.left == a.right + 10
  #4 b.left == a.right + 10
  plumb> a.top == box.bottom + 20 && b.top == a.top
  #5 a.top == box.bottom + 20
  #6 b.top == a.top
  plumb> a.size == 50x50 && b.size == a.size
  #7 a.width == 50
  #8 a.height == 50
  #9 b.width == a.width
  #10 b.height == a.height

Fixing it: one horizontal position for each floating chain.
  plumb> box.centerX == root.centerX
  #11 box.centerX == root.centerX
  plumb> a.left == root.left + 20
  #12 a.left == root.left + 20
  plumb> frames
  root  (0, 0, 375, 667)
  box   (137.5, 100, 100, 100)
  a     (20, 220, 50, 50)
  b     (80, 220, 50, 50)

Ambiguity shows where frames are read: 'frames' and 'show' mark a view whose frame the
constraints do not fix, and say which part of it is free.
  plumb> window root 375x667
  plumb> view box in root
  plumb> box.size == 100x100
  #1 box.width == 100
  #2 box.height == 100
  plumb> box.top == root.top + 100
  #3 box.top == root.top + 100
  plumb> view tag in root
  plumb> tag.left == box.right + 8 && tag.top == box.top
  #4 tag.left == box.right + 8
  #5 tag.top == box.top
  plumb> tag.height == 20
  #6 tag.height == 20
  plumb> frames
  root  (0, 0, 375, 667)
  box   (-108, 100, 100, 100)  ambiguous: x free
  tag   (0, 100, 0, 20)  ambiguous: x, width free
  plumb> show box
  view box in root
    frame (-108, 100, 100, 100), in the window (-108, 100, 100, 100)
    ambiguous: x free (see 'ambiguity box')
    constraints:
      #1 box.width == 100
      #2 box.height == 100
      #3 box.top == root.top + 100
      #4 tag.left == box.right + 8
      #5 tag.top == box.top
  plumb> show tag
  view tag in root
    frame (0, 100, 0, 20), in the window (0, 100, 0, 20)
    ambiguous: x, width free (see 'ambiguity tag')
    constraints:
      #4 tag.left == box.right + 8
      #5 tag.top == box.top
      #6 tag.height == 20

'why' lists the optional constraints on the view that lost, and by how much.
  plumb> box.width == 150 @500
  #7 box.width == 150 @500
  plumb> box.width <= 90 @low
  #8 box.width <= 90 @250
  plumb> why box.width
  box.width = 100
    sensitivity: how far box.width moves per point added to each constant
    required
      +1  #1 box.width == 100
    lost (optional, not satisfied)
      #7 box.width == 150 @500   misses by 50
      #8 box.width <= 90 @250   misses by 10

'exercise' says which other views moved with the one it moved. Its own preference is not a
constraint: 'why' never lists it, and reports the value as free.
  plumb> exercise box
  box moved: x -108 → -8, frame now (-8, 100, 100, 100); 'undo' moves it back
    tag moved with it: x 0 → 100
  plumb> why box.left
  box.left = -8 (window coordinates)
    lost (optional, not satisfied)
      #7 box.width == 150 @500   misses by 50
      #8 box.width <= 90 @250   misses by 10
    free: box.minX (no constraint determines it)
    the constraints do not fix box.left: see 'ambiguity box'
  plumb> undo
  undid: exercise box
  plumb> frames tag
  tag  (0, 100, 0, 20)  ambiguous: x, width free

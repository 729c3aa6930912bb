Size classes switched with groups. Each group holds the constraints of one arrangement;
exactly one is active at a time, as an app does in traitCollectionDidChange.

  plumb> window root 375x667
  plumb> view photo in root
  plumb> view caption in root intrinsic _x42

What both arrangements share: the photo is square and starts at the top left.
  plumb> photo.top == root.top + 20
  #1 photo.top == root.top + 20
  plumb> photo.left == root.left + 20
  #2 photo.left == root.left + 20
  plumb> photo.width == photo.height
  #3 photo.width == photo.height

Compact width (a phone held upright): the caption goes under the photo.
  plumb> group compact {
  ...>   photo.right == root.right - 20
  ...>   caption.top == photo.bottom + 8
  ...>   caption.left == photo.left && caption.right == photo.right
  ...> }
  group compact (on, 4 constraints)
    #4 photo.right == root.right - 20
    #5 caption.top == photo.bottom + 8
    #6 caption.left == photo.left
    #7 caption.right == photo.right

Regular width (landscape): the caption goes beside the photo. Made inactive.
  plumb> group regular off {
  ...>   photo.bottom == root.bottom - 20
  ...>   caption.left == photo.right + 20
  ...>   caption.right == root.right - 20
  ...>   caption.top == photo.top
  ...> }
  group regular (off, 4 constraints)
    #8 photo.bottom == root.bottom - 20
    #9 caption.left == photo.right + 20
    #10 caption.right == root.right - 20
    #11 caption.top == photo.top

  plumb> frames
  root     (0, 0, 375, 667)
  photo    (20, 20, 335, 335)
  caption  (20, 363, 335, 42)

Rotate, and switch arrangements in one statement.
  plumb> resize root 667x375
  plumb> toggle compact regular
  group compact is off
  group regular is on
  plumb> frames
  root     (0, 0, 667, 375)
  photo    (20, 20, 335, 335)
  caption  (375, 20, 272, 42)

Groups can be asked about like anything else.
  plumb> show regular
  regular (on, 4 constraints)
    #8 photo.bottom == root.bottom - 20
    #9 caption.left == photo.right + 20
    #10 caption.right == root.right - 20
    #11 caption.top == photo.top

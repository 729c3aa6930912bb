Mistakes are errors that point at the mistake, say why, and suggest the nearest name.
A statement that fails changes nothing.

  plumb> undo
  error: nothing to undo
  1 | undo
    | ^~~~
  plumb> window root 375x667
  plumb> view button in root
  plumb> button.widht == 88
  error: unknown attribute 'widht'; did you mean 'width'?
  1 | button.widht == 88
    |        ^~~~~
    |        width
  plumb> buton.width == 88
  error: unknown view or guide 'buton'; did you mean 'button'?
  1 | buton.width == 88
    | ^~~~~
    | button
  plumb> button.width == root.left
  error: cannot relate 'button.width' to 'root.left': dimensions relate only to dimensions (of either axis) or to a constant
  1 | button.width == root.left
    | ^~~~~~~~~~~~~~~~~~~~~~~~~
  plumb> button.leading == root.left
  error: cannot relate 'button.leading' to 'root.left': leading/trailing and left/right never mix in one constraint; use leading/trailing for both or neither
  1 | button.leading == root.left
    | ^~~~~~~~~~~~~~~~~~~~~~~~~~~
  plumb> button.left == 20
  error: 'button.left' is a position and cannot be related to a bare constant; relate it to another item, as in 'button.left == superview.left + 20'
  1 | button.left == 20
    | ^~~~~~~~~~~~~~~~~
  plumb> button.width == 88 && button.height == tall.height
  error: unknown view or guide 'tall'
  1 | button.width == 88 && button.height == tall.height
    |                                        ^~~~
  plumb> constraints
  no constraints
  plumb> view label in nowhere
  error: unknown view 'nowhere'
  1 | view label in nowhere
    |               ^~~~~~~
  plumb> H:|-[button]-[button]-| align left
  error: 'align left' lies along the format: views laid out by 'H:' can only be aligned by top, bottom, centerY, firstBaseline or lastBaseline
  1 | H:|-[button]-[button]-| align left
    |                               ^~~~
  plumb> button.left = root.left
  error: '=' is not a relation; use '==' for equality
  1 | button.left = root.left
    |             ^
    |             ==
  plumb> frobnicate button
  error: unknown command 'frobnicate'
  1 | frobnicate button
    | ^~~~~~~~~~
  plumb> show #7
  error: no constraint #7: there are no constraints yet
  1 | show #7
    |      ^~
  plumb> activate button
  error: 'button' is a view; 'activate' takes a group, a constraint label or #N
  1 | activate button
    |          ^~~~~~
  plumb> group g { button.width == 10; group h { button.height == 10 } }
  error: groups cannot be nested; a constraint belongs to at most one group
  1 | group g { button.width == 10; group h { button.height == 10 } }
    |                               ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
  plumb> explain
  no conflicts: every required constraint holds
  plumb> help pni
  error: no help for 'pni'; did you mean 'pin'?
  1 | help pni
    |      ^~~
  plumb> superview.left == button.left
  error: 'superview' means the superview of the item on the left-hand side, so it cannot be on the left itself
  1 | superview.left == button.left
    | ^~~~~~~~~
  plumb> wide: button.center == root.center
  error: a label names one constraint, but 'center' makes 2; label each one separately
  1 | wide: button.center == root.center
    | ^~~~

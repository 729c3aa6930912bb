'save' writes the state as a script; 'load' runs a script inside the session. Transcripts
use a file system in memory that holds the sessions.

  plumb> load sessions/01-easy-layout.plumb
  #1 button.width == 88
  #2 button.right == root.right - 22
  #3 button.top == root.top + 44
  #4 text.left == root.left + 22
  #5 text.right == button.left - 22
  #6 text.top == button.top
  #7 text.width >= button.width * 0.5 + 5
  root    (0, 0, 375, 667)
  button  (265, 44, 88, 30)
  text    (22, 44, 221, 30)
  text    (22, 44, 166, 30)
  button  (210, 44, 88, 30)
  plumb> remove #7
  removed #7 text.width >= button.width * 0.5 + 5
  plumb> text.width >= 100 @750
  #8 text.width >= 100 @750
  plumb> save row.plumb
  saved to row.plumb
  plumb> reset
  the layout is empty ('undo' brings it back)
  plumb> load row.plumb
  #1 button.width == 88
  #2 button.right == root.right - 22
  #3 button.top == root.top + 44
  #4 text.left == root.left + 22
  #5 text.right == button.left - 22
  #6 text.top == button.top
  #7 root.width >= 0
  #8 text.width >= 100 @750
  removed #7 root.width >= 0
  plumb> constraints
  #1 button.width == 88
  #2 button.right == root.right - 22
  #3 button.top == root.top + 44
  #4 text.left == root.left + 22
  #5 text.right == button.left - 22
  #6 text.top == button.top
  #8 text.width >= 100 @750
  plumb> frames
  root    (0, 0, 320, 568)
  button  (210, 44, 88, 30)
  text    (22, 44, 166, 30)

A whole 'load' is one change.

  plumb> undo
  undid: load row.plumb
  plumb> frames
  no views

A file that cannot be read is an error, and changes nothing.

  plumb> load sessions/missing.plumb
  error: cannot read 'sessions/missing.plumb': No such file or directory
  1 | load sessions/missing.plumb
    |      ^~~~~~~~~~~~~~~~~~~~~~

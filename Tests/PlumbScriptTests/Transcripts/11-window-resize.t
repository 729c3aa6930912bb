A window being resized, as a Mac window is dragged or a phone rotates. The window's size
is imposed by required constraints, so when it leaves no room for a required constraint,
the window wins: a user constraint is broken, and restored once there is room again.

  plumb> window main 800x600
  plumb> view sidebar in main
  plumb> view detail in main

A sidebar of at least 200 points beside a detail pane of at least 300.
  plumb> H:|[sidebar(>=200)][detail(>=300)]|
  #1 sidebar.leading == main.leading
  #2 sidebar.width >= 200
  #3 detail.leading == sidebar.trailing
  #4 detail.width >= 300
  #5 main.trailing == detail.trailing
  plumb> V:|[sidebar]|
  #6 sidebar.top == main.top
  #7 main.bottom == sidebar.bottom
  plumb> V:|[detail]|
  #8 detail.top == main.top
  #9 main.bottom == detail.bottom
  plumb> wide: sidebar.width == main.width * 0.3 @750
  #10 wide: sidebar.width == main.width * 0.3 @750

  plumb> frames
  main     (0, 0, 800, 600)
  sidebar  (0, 0, 240, 600)
  detail   (240, 0, 560, 600)

Narrower: the sidebar's preferred 30% would be 180, so it stops at its minimum.
  plumb> resize main 600x600
  plumb> frames
  main     (0, 0, 600, 600)
  sidebar  (0, 0, 200, 600)
  detail   (200, 0, 400, 600)

Too narrow for both minimums (200 + 300 > 400): something must give.
  plumb> resize main 400x600
  unable to simultaneously satisfy constraints: these 6 cannot all hold
    #1 sidebar.leading == main.leading
    #2 sidebar.width >= 200
    #3 detail.leading == sidebar.trailing
    #4 detail.width >= 300
    #5 main.trailing == detail.trailing
    [window width] main.width == 400
    200 + 300 = 500 > 400
  broke #5 main.trailing == detail.trailing to recover; it misses by 100
  'explain #5' shows the arithmetic and the fixes that work
  plumb> frames
  main     (0, 0, 400, 600)
  sidebar  (0, 0, 200, 600)
  detail   (200, 0, 300, 600)

Wide again: the broken constraint can hold again and is restored.
  plumb> resize main 1024x768
  restored #5 main.trailing == detail.trailing: it can hold again
  plumb> frames
  main     (0, 0, 1024, 768)
  sidebar  (0, 0, 307.2, 768)
  detail   (307.2, 0, 716.8, 768)

A login form in Apple's Visual Format Language. '|' is the superview, '-' the standard
spacing (8 points between siblings, 20 to the superview's edge), '[view(88)]' a width,
and 'align' lines up each pair of neighbours.

  plumb> window root 375x667
  plumb> view userLabel in root intrinsic 80x21
  plumb> view userField in root intrinsic _x30
  plumb> view passLabel in root intrinsic 80x21
  plumb> view passField in root intrinsic _x30
  plumb> view login in root intrinsic 60x30

Each row: a label of fixed width, then the field to the trailing edge.
  plumb> H:|-[userLabel(80)]-[userField]-| align centerY
  #1 userLabel.leading == root.leading + 20
  #2 userLabel.width == 80
  #3 userField.leading == userLabel.trailing + 8
  #4 root.trailing == userField.trailing + 20
  #5 userLabel.centerY == userField.centerY
  plumb> H:|-[passLabel(==userLabel)]-[passField]-| align centerY
  #6 passLabel.leading == root.leading + 20
  #7 passLabel.width == userLabel.width
  #8 passField.leading == passLabel.trailing + 8
  #9 root.trailing == passField.trailing + 20
  #10 passLabel.centerY == passField.centerY

The column, top to bottom; fields line up with their labels through 'align' above.
  plumb> V:|-60-[userLabel]-20-[passLabel]
  #11 userLabel.top == root.top + 60
  #12 passLabel.top == userLabel.bottom + 20
  plumb> V:[passField]-30-[login]
  #13 login.top == passField.bottom + 30
  plumb> H:[login(>=100)]-|
  #14 login.width >= 100
  #15 root.trailing == login.trailing + 20

  plumb> frames
  root       (0, 0, 375, 667)
  userLabel  (20, 60, 80, 21)
  userField  (108, 55.5, 247, 30)
  passLabel  (20, 101, 80, 21)
  passField  (108, 96.5, 247, 30)
  login      (255, 156.5, 100, 30)

VFL is just another way to write constraints: each one is a numbered constraint.
  plumb> constraints login
  #13 login.top == passField.bottom + 30
  #14 login.width >= 100
  #15 root.trailing == login.trailing + 20
  [intrinsic width (hugging)] login.width <= 60 @250
  [intrinsic width (compression resistance)] login.width >= 60 @750
  [intrinsic height (hugging)] login.height <= 30 @250
  [intrinsic height (compression resistance)] login.height >= 30 @750

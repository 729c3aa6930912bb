Metrics: names for numbers in the Visual Format Language, like the metrics dictionary of
Apple's constraints(withVisualFormat:options:metrics:views:). A metric goes wherever VFL
takes a number: a spacing, a size, a priority.

  plumb> window root 375x667
  plumb> view icon in root intrinsic 40x40
  plumb> view title in root intrinsic _x21
  plumb> metric pad = 16
  metric pad = 16
  plumb> metric side = 40
  metric side = 40
  plumb> metric low = 250
  metric low = 250
  plumb> metrics
  pad  = 16
  side = 40
  low  = 250
  plumb> H:|-pad-[icon(side)]-[title(>=80@low)]-(>=pad)-|
  #1 icon.leading == root.leading + 16
  #2 icon.width == 40
  #3 title.leading == icon.trailing + 8
  #4 title.width >= 80 @250
  #5 root.trailing >= title.trailing + 16
  plumb> V:|-pad-[icon(==side)]
  #6 icon.top == root.top + 16
  #7 icon.height == 40

Apple's parser also takes a relation and a priority on a bare spacing.
  plumb> V:|-pad-[title]->=8@low-|
  #8 title.top == root.top + 16
  #9 root.bottom >= title.bottom + 8 @250

Declaring a metric again changes it for the statements after it; undo takes it back.
  plumb> metric pad = 20
  metric pad = 20
  plumb> undo
  undid: metric pad = 20
  plumb> metrics
  pad  = 16
  side = 40
  low  = 250

An unknown name says how to declare it.
  plumb> H:[title]-padd-|
  error: unknown metric 'padd': declare it with 'metric padd = 8'; did you mean 'pad'?
  1 | H:[title]-padd-|
    |           ^~~~
  plumb> frames
  root   (0, 0, 375, 667)
  icon   (16, 16, 40, 40)
  title  (64, 16, 80, 21)  ambiguous: width free

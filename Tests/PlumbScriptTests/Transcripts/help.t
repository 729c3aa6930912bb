'help' is generated from the command registry, as is Tab completion.

  plumb> help
  Plumb speaks Auto Layout: make views, constrain them, ask questions.
    window root 375x667; view button in root
    button.width == 88 && button.right == root.right - 22
    frames
  
  Topics ('help TOPIC'):
    views        windows, views and layout guides, and their properties
    constraints  the four ways to write constraints, and metrics for VFL
    changes      switch constraints on and off, change them, undo
    questions    frames, the hierarchy, where a constraint is installed
    debugging    conflicts, ambiguity, why a value is what it is, pictures
    files        save, load, import logs, export code, history
    all          every command, one line each
  
  'help NAME' explains one command or operator: 'help pin', 'help vfl', 'help =='.
  plumb> help vfl
  [H:|V:][|CONNECTION][VIEW(PREDICATES)]CONNECTION[VIEW]…[CONNECTION|] [align ATTR…] [direction DIR]
    constraints in Apple's Visual Format Language
  
    Apple's grammar, with the session's view names. 'H:' (the default) lays views out
    leading to trailing, 'V:' top to bottom; '|' is the superview of the views next to
    it. Between two items: nothing is flush ([a][b]), '-' is the standard spacing (8
    points between siblings, 20 to the superview's edge), '-22-' a fixed gap, and
    '-(>=8,<=20@750)-' predicates. '[b(88)]' and '[b(==a)]' constrain the width (the
    height in 'V:'). 'align centerY' makes each pair of neighbours equal in that
    attribute (alignAllCenterY); the attribute must lie across the orientation:
    top, bottom, centerY or a baseline for 'H:', left, right, leading, trailing or
    centerX for 'V:' (with one view there is nothing to align). A name where a number
    goes is a metric ('metric pad = 16'); a bare spacing may carry a relation and a
    priority ('->=0@750-'), as Apple's parser allows. 'direction leftToRight' or
    'rightToLeft' uses left/right instead of leading/trailing; Apple's option names
    ('alignAllCenterY', 'directionRightToLeft') are read too. '[superview]' is the view
    that encloses the others.
  
  Example:
    H:|-22-[text]-22-[button(88)]-22-|
    V:|-44-[button]
    H:|-[a(>=80@750)]-[b(==a)]-| align centerY
    H:|-pad-[a]->=0@low-[b]-| direction leftToRight
  plumb> help group
  group NAME [on|off] { CONSTRAINTS }
    name a set of constraints to switch on and off together
  
    The body holds equations, shorthand blocks, VFL and 'pin', separated by new lines
    or ';'. 'off' makes the group inactive: its constraints exist, with their numbers,
    but are not in the layout until 'activate NAME' or 'toggle NAME'. This is how size
    classes are switched: one group per class, one active at a time. The whole block
    is one statement: made entirely or not at all. Groups do not nest.
  
  Example:
    group compact { text.top == button.bottom + 8; text.left == root.left + 22 }
    group regular off {
      text.top == button.top
    }
    toggle compact; toggle regular
  plumb> help changes
  Groups and changes: switch constraints on and off, change them, undo
    group       name a set of constraints to switch on and off together
    activate    put groups or constraints into the layout
    deactivate  take groups or constraints out of the layout, keeping them
    toggle      activate what is inactive and deactivate what is active
    constant    change a constraint's constant (the cheap path, as in UIKit)
    priority    change a constraint's priority
    undo        take back the last change
    redo        bring back the change 'undo' took
  
  'help NAME' for a command's grammar and examples.
  plumb> help ==
  [LABEL:] ITEM.ATTR ==|<=|>= [M *] ITEM.ATTR [* M | / M] [+ C | - C] [@PRIORITY] [&& …]
    a constraint, as an equation (Easy Layout's form)
  
    Each constraint reads as NSLayoutConstraint does: first.attribute relation
    multiplier x second.attribute + constant, and gets a number #1, #2, … that later
    commands use. A label ('wide:') names it. The right side may be a number for a
    width or height. 'superview' means the superview of the item on the left;
    'root.margins' and 'root.safeArea' are a view's guides. Priorities: @1…@1000,
    @required (1000, the default), @high (750), @low (250), @fittingSize (50).
    'center', 'size' and 'edges' stand for two or four constraints. '&&' joins
    constraints into one statement: all are made, or none.
  
    Typing follows NSLayoutAnchor: x-axis positions relate only to x-axis positions,
    y-axis to y-axis, widths and heights to each other or to a number; leading and
    trailing never mix with left and right; a position is never equal to a bare
    number.
  
  Example:
    button.width == 88
    button.right == root.right - 22
    text.width >= button.width * 0.5 + 5 @750
    wide: text.width <= root.width @high
    title.center == card.center
    avatar.size == 40x40
    a.width == 10 && a.height == 20 && b.left == a.right + 8
  plumb> help constrants
  error: no help for 'constrants'; did you mean 'constraints'?
  1 | help constrants
    |      ^~~~~~~~~~

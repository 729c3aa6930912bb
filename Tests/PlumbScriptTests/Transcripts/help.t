'help' is generated from the command registry, as is Tab completion.

  plumb> help
  Plumb speaks Auto Layout: make views, constrain them, ask questions.
    window root 375x667; view button in root
    button.width == 88 && button.right == root.right - 22
    frames
  
  Views and guides:
    window       a top-level view whose frame (0, 0, W, H) is imposed
    view         a subview, laid out by constraints
    guide        a layout guide: a rectangle that exists only in the layout
    set          change a view's properties
    resize       change a window's size (a rotation, a window resize)
    move         move a view (with its subviews) to another superview
    remove       remove a view (with its subtree), a guide, a constraint or a group
  
  Constraints:
    equation     a constraint, as an equation (Easy Layout's form)
    shorthand    several constraints on one item, as AutoLayoutShorthand writes them
    vfl          constraints in Apple's Visual Format Language
    pin          pin an item's edges to its superview or another item (Align's pin)
    metric       name a number for VFL spacing, sizes and priorities (Apple's metrics)
  
  Groups and changes:
    group        name a set of constraints to switch on and off together
    activate     put groups or constraints into the layout
    deactivate   take groups or constraints out of the layout, keeping them
    toggle       activate what is inactive and deactivate what is active
    constant     change a constraint's constant (the cheap path, as in UIKit)
    priority     change a constraint's priority
    undo         take back the last change
    redo         bring back the change 'undo' took
  
  Questions:
    metrics      the metrics declared with 'metric', in declaration order
    frames       the frames of views and guides, in their superview's coordinates
    tree         the view hierarchy with frames, like _autolayoutTrace
    show         a view (frame, properties, constraints) or a constraint (state, host, group)
    constraints  the constraints that refer to a view (all without a name), or that it holds
    where        the view that holds a constraint: the closest common ancestor of its items
    common       the closest common superview of two views or guides
  
  Debugging:
    why          the constraints that determine a value, with their weight
    check        unsatisfied required constraints and ambiguous views, in one summary
    ambiguity    each ambiguous attribute: its range and two valid alternative frames
    exercise     move an ambiguous view to another valid solution (undo goes back)
    explain      a conflict: the constraints that cannot all hold, the arithmetic, what was broken, and fixes
    tableau      the solver tableau, every symbol named after its constraint
    draw         a picture of the layout: text in the terminal, SVG to a file
  
  Files and the session:
    save         write the current state as a script; replaying it gives the same layout
    load         run a script inside this session
    import       rebuild views and constraints from an Apple console log or constraint descriptions
    export       the layout as anchor code, NSLayoutConstraint descriptions, or VFL where possible
    help         the commands, or one command in detail
    history      the entries typed in this session, numbered
    reset        start over with an empty layout
    quit         leave the shell (Ctrl-D does too)
  
  Type 'help NAME' for a command's grammar and examples, such as 'help pin'.
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

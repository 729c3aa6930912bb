print("plumb: the shell is not built yet")

print("plumb-bench: not built yet")

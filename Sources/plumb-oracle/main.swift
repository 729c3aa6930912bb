print("plumb-oracle: not built yet")

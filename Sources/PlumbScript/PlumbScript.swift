// PlumbScript: see README.md (module map). Replaced as the module is built.

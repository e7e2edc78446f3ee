"""The project's own glue: the list of source entries, the results plugin, the site generator.

Nothing here imports the engines: the site is built from features, the
source list and the results file only.
"""

"""Step definitions of the umafan (seed 003) scenarios."""

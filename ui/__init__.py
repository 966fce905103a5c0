"""The Qt shell: windows, the pygame felt, sound. Calls `trainer`; never the other way."""

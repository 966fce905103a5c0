"""Where the trainer keeps a station's data: progress database, backups, house rules.

platformdirs' user data folder, unless `DEALER_TRAINER_HOME` names another (tests use a
temporary one, and a school can point every station at a shared folder of its own).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

ENV_HOME = "DEALER_TRAINER_HOME"


def data_dir() -> Path:
    """The data folder, created on first use."""
    override = os.environ.get(ENV_HOME)
    folder = Path(override) if override else Path(platformdirs.user_data_dir("dealer-trainer"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder

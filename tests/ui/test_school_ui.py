"""The school server in the window: an instructor sets it (password into the keyring, never
a file), tests the connection, and the window syncs, shows "synced", and reads the whole
school in the class overview and the trainee detail (a real PostgreSQL, see tests/pg_fixtures)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.pg_fixtures import School
from tests.trainer.school.kit import Station
from tests.ui.instructor_kit import log_in_as_instructor, make_instructor, seed_class
from tests.ui.test_instructor import pdf_text
from trainer.school import setting
from trainer.school.pull import publish_files
from trainer.school.push import push
from trainer.school.server import connect
from ui.main_window import MainWindow
from ui.views.school_server_dialog import SchoolServerDialog, open_for

keyring = pytest.importorskip("keyring")
from keyring.backend import KeyringBackend  # noqa: E402
from keyring.errors import NoKeyringError, PasswordDeleteError  # noqa: E402

pytestmark = pytest.mark.school


class MemoryKeyring(KeyringBackend):
    """A keyring that keeps passwords in memory: the system's own is not there in a test."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.kept.pop((service, username), None) is None:
            raise PasswordDeleteError(username)


class NoKeyring(MemoryKeyring):
    def set_password(self, service: str, username: str, password: str) -> None:
        raise NoKeyringError("no recommended backend was available")


@pytest.fixture
def memory_keyring() -> MemoryKeyring:
    previous = keyring.get_keyring()
    found = MemoryKeyring()
    keyring.set_keyring(found)
    yield found
    keyring.set_keyring(previous)


def _split(dsn: str) -> tuple[str, str]:
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    parts = conninfo_to_dict(dsn)
    password = str(parts.pop("password"))
    return make_conninfo(**parts), password


def _dialog(qtbot: QtBot, window: MainWindow) -> SchoolServerDialog:
    tools = window.instructor.tools
    tools.school_server()
    found = tools.findChild(SchoolServerDialog)
    assert found is not None and found.isVisible()
    return found


def test_an_instructor_sets_the_server_and_the_window_reads_the_whole_school(
    qtbot: QtBot, window: MainWindow, school: School, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    db = window.context.db
    seed_class(db)
    make_instructor(db)
    other = Station.open(tmp_path / "other")  # a station elsewhere, already syncing
    pau = other.trainee("Pau")
    other.practise(pau, 40)
    with connect(school.station("other")) as conn:
        push(other.db, conn)
    log_in_as_instructor(qtbot, window, "Núria")
    dialog = _dialog(qtbot, window)
    conninfo, password = _split(school.instructor())
    dialog.conninfo.setText(conninfo)
    dialog.password.setText(password)
    assert dialog.test(), dialog.message.text()
    assert "Connected as" in dialog.message.text()
    dialog.buttons.accepted.emit()
    # the setting holds no password; the keyring does
    written = setting.setting_path().read_text(encoding="utf-8")
    assert password not in written and "password" not in written
    assert list(memory_keyring.kept.values()) == [password]
    sync = window.school_sync
    label = sync.label
    qtbot.waitUntil(lambda: label.text() == "School server: synced", timeout=20_000)
    assert label.isVisible()
    # the class overview reads every station: the station's three, the other's Pau
    panel = window.instructor.class_panel
    panel.refresh()
    assert panel.model is not None and panel.model.rowCount() == 4
    assert "every station" in panel.summary.text()
    detail = window.instructor.detail
    pau_here = db.execute("SELECT id FROM trainees WHERE name = 'Pau'").fetchone()[0]
    detail.show_trainee(pau_here)
    assert detail.totals.text().startswith("40 answers")
    assert detail.mistakes.count() == 0  # the kit's questions are not drills: not replayed
    # the reports read the school too: Pau's report counts his 40 answers from the other station
    tools = window.instructor.tools
    tools.refresh()
    tools.trainee.setCurrentIndex(tools.trainee.findData(pau_here))
    tools.trainee_pdf(tmp_path / "pau.pdf")
    assert "40" in pdf_text(tmp_path / "pau.pdf")
    tools.class_pdf(tmp_path / "class.pdf")
    assert "Pau" in pdf_text(tmp_path / "class.pdf")
    window.close()


def test_the_dialog_is_for_instructors_only(window: MainWindow) -> None:
    assert open_for(window.context) is None  # nobody chosen yet


def test_a_password_in_the_string_is_refused_and_without_a_keyring_nothing_is_written(
    qtbot: QtBot, window: MainWindow
) -> None:
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    dialog = _dialog(qtbot, window)
    dialog.conninfo.setText("host=school dbname=dealer user=station_1 password=hunter2")
    dialog.buttons.accepted.emit()
    assert "keyring" in dialog.message.text() and not setting.setting_path().exists()
    previous = keyring.get_keyring()
    keyring.set_keyring(NoKeyring())
    try:
        dialog.conninfo.setText("host=school dbname=dealer user=station_1")
        dialog.password.setText("hunter2")
        dialog.buttons.accepted.emit()
    finally:
        keyring.set_keyring(previous)
    assert ".pgpass" in dialog.message.text()
    assert not setting.setting_path().exists()
    assert window.school_sync.worker is None


def test_the_owner_creates_a_station_role_whose_password_is_shown_once(
    qtbot: QtBot, window: MainWindow, school: School, memory_keyring: MemoryKeyring
) -> None:
    from trainer.school.server import test_connection

    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    dialog = _dialog(qtbot, window)
    conninfo, password = _split(school.owner_dsn)
    dialog.conninfo.setText(conninfo)
    dialog.password.setText(password)
    assert dialog.test(), dialog.message.text()
    assert "owner" in dialog.message.text()
    assert dialog.create_button.isVisibleTo(dialog)
    role = f"{school.dbname}_room_a"
    dialog.new_role.setText(role)
    dialog.create_station()
    school.roles.append(role)
    shown = dialog.message.text()
    assert role in shown
    new_password = shown.rsplit(": ", 1)[1]
    check = test_connection(lambda: connect(school.server.dsn(school.dbname, role, new_password)))
    assert check.ok and check.kind == "station"


PUBLISHED_HOUSE = '[punto_banco]\ncommission_rate = "0.04"\n'


def test_the_schools_house_rules_reach_the_station_and_a_refused_file_is_said(
    qtbot: QtBot, window: MainWindow, school: School, memory_keyring: MemoryKeyring, tmp_path: Path
) -> None:
    """Issue 18: a station pulls the house rules and blueprints the school published and plays
    by them at once; a file the station cannot load is named in its status line, in the
    station's language, and its own rules stay in force (PB-04)."""
    teacher = tmp_path / "teacher"
    (teacher / "exams").mkdir(parents=True)
    (teacher / "house_rules.toml").write_text(PUBLISHED_HOUSE, encoding="utf-8")
    with connect(school.instructor()) as conn:
        publish_files(conn, teacher)
    station = window.context.station
    assert station.rulebook.punto_banco.commission_rate == Decimal("0.05")
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    dialog = _dialog(qtbot, window)
    conninfo, password = _split(school.instructor())
    dialog.conninfo.setText(conninfo)
    dialog.password.setText(password)
    dialog.buttons.accepted.emit()
    label = window.school_sync.label
    qtbot.waitUntil(
        lambda: station.rulebook.punto_banco.commission_rate == Decimal("0.04"), timeout=20_000
    )
    assert window.context.house_rules_path.read_text(encoding="utf-8") == PUBLISHED_HOUSE
    qtbot.waitUntil(lambda: label.text() == "School server: synced", timeout=20_000)
    # the school publishes rules this station refuses: said, and the rules in force kept
    (teacher / "house_rules.toml").write_text(
        '[punto_banco]\ncommission_rate = "seven"\n', encoding="utf-8"
    )
    with connect(school.instructor()) as conn:
        publish_files(conn, teacher)
    window.context.set_language("ca")
    window.school_sync.worker.wake()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: "refusat" in label.text(), timeout=20_000)
    assert label.text() == "Servidor de l'escola: tot enviat · 1 fitxer de l'escola refusat"
    assert "normes de la casa: " in label.toolTip() and "(PB-04)" in label.toolTip()
    assert window.context.house_rules_path.read_text(encoding="utf-8") == PUBLISHED_HOUSE
    assert station.rulebook.punto_banco.commission_rate == Decimal("0.04")
    window.close()

"""The certificate code: an exam's signed result as text a person can paste and a QR code holds.

    DTC1 + base32( version byte | Ed25519 signature (64 bytes) | zlib(canonical payload JSON) )

The payload is exactly what the exam's closing seal signed (`seal.certificate_payload`): name,
exam and blueprint (version, custom or bundled, digest), rulebook and house rules, proctor or
"self-assessment", start and end, scores. Base32 (A-Z, 2-7) fits a QR code's alphanumeric mode
and survives retyping: spaces, line breaks, dashes and case are ignored when it is read back.

`check` needs nothing but the school's public key: a proctored result must be signed with it; a
self-assessment is signed with a station key that the school key endorsed.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass, field
from typing import Any, Literal

from trainer.exams import signing
from trainer.exams.details import PROCTORED, SELF_ASSESSMENT
from trainer.exams.keys import endorsement_valid
from trainer.exams.seal import canonical

PREFIX = "DTC1"
VERSION = 1
_BODY = re.compile(rb"DTC1[A-Z2-7]{40,}")
MAX_PAYLOAD = 64 * 1024  # a payload is a few hundred bytes; refuse zip bombs


class BadCodeError(ValueError):
    """Not a certificate code, or a damaged one."""


@dataclass(frozen=True)
class Certificate:
    payload: dict[str, Any]
    signature: str  # hex

    @property
    def details(self) -> dict[str, Any]:
        details = self.payload.get("details")
        return details if isinstance(details, dict) else {}

    @property
    def result(self) -> dict[str, Any]:
        result = self.payload.get("result")
        return result if isinstance(result, dict) else {}

    @property
    def proctored(self) -> bool:
        return self.details.get("kind") == PROCTORED

    @property
    def signer(self) -> str:
        return str(self.details.get("signer") or "")


def encode(payload: dict[str, Any], signature: str) -> str:
    raw = bytes([VERSION]) + bytes.fromhex(signature)
    raw += zlib.compress(canonical(payload).encode("utf-8"), 9)
    return PREFIX + base64.b32encode(raw).decode("ascii").rstrip("=")


def pretty(code: str, width: int = 48) -> list[str]:
    """The code in lines of groups of eight, for printing."""
    groups = [code[i : i + 8] for i in range(0, len(code), 8)]
    per_line = max(1, width // 9)
    return [" ".join(groups[i : i + per_line]) for i in range(0, len(groups), per_line)]


def normalise(text: str) -> str:
    return "".join(c for c in text.upper() if c.isalnum())


def decode(text: str) -> Certificate:
    """A certificate from a pasted code (spaces, dashes, line breaks and case ignored)."""
    clean = normalise(text)
    start = clean.find(PREFIX)
    if start < 0:
        raise BadCodeError("this is not a Dealer Trainer certificate code (it starts with DTC1)")
    body = clean[start + len(PREFIX) :]
    try:
        raw = base64.b32decode(body + "=" * (-len(body) % 8))
    except (binascii.Error, ValueError):
        raise BadCodeError("the certificate code is damaged (mistyped or cut short)") from None
    if base64.b32encode(raw).decode("ascii").rstrip("=") != body:
        # the last character carries unused bits: a code has exactly one written form, so a
        # changed character is never read as the same certificate
        raise BadCodeError("the certificate code is damaged (mistyped or cut short)")
    if len(raw) < 66 or raw[0] != VERSION:
        raise BadCodeError("the certificate code is damaged or from a newer trainer")
    signature, packed = raw[1:65], raw[65:]
    try:
        unpacker = zlib.decompressobj()
        text_payload = unpacker.decompress(packed, MAX_PAYLOAD)
        payload = json.loads(text_payload.decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, ValueError):
        raise BadCodeError("the certificate code is damaged (mistyped or cut short)") from None
    if not isinstance(payload, dict):
        raise BadCodeError("the certificate code is damaged")
    return Certificate(payload, signature.hex())


def find_in_pdf(data: bytes) -> str | None:
    """The code a certificate PDF carries in its metadata (XMP, stored uncompressed)."""
    found = _BODY.search(data)
    return found.group(0).decode("ascii") if found else None


# --------------------------------------------------------------------------- checking

Status = Literal["proctored", "self-assessment", "unendorsed", "refused", "cannot-check"]


@dataclass(frozen=True)
class CertificateCheck:
    status: Status
    reasons: list[str] = field(default_factory=list)
    signed: bool = True  # the details are what the key they name signed (False: altered)

    @property
    def verified(self) -> bool:
        return self.status in ("proctored", "self-assessment")


def check(certificate: Certificate, school: str | None) -> CertificateCheck:
    """Whether the certificate's details are what the school's key (or a station it
    endorsed) signed. `school`: the school's public key (hex); None when it is not at hand."""
    details = certificate.details
    signer = certificate.signer
    message = canonical(certificate.payload)
    if not signing.valid(signer, certificate.signature, "certificate", message):
        return CertificateCheck(
            "refused",
            ["the signature does not match these details: the code was altered or forged"],
            signed=False,
        )
    kind = details.get("kind")
    if kind == PROCTORED:
        if school is None:
            return CertificateCheck("cannot-check", [_no_school_key()])
        if signer != school:
            return CertificateCheck(
                "refused",
                [
                    f"it was signed with key {_fp(signer)}, not with this school's key "
                    f"{_fp(school)}: it does not come from this school"
                ],
            )
        return CertificateCheck("proctored")
    if kind != SELF_ASSESSMENT or signing.fingerprint(signer) != details.get("station"):
        return CertificateCheck("refused", ["its details are inconsistent: it was forged"])
    endorsement = details.get("endorsement")
    if not isinstance(endorsement, dict):
        return CertificateCheck(
            "unendorsed",
            [
                f"it was signed by station {_fp(signer)}, which no school key endorsed: it "
                "may come from any installation of the trainer"
            ],
        )
    if school is None:
        return CertificateCheck("cannot-check", [_no_school_key()])
    if endorsement.get("school") != school or not endorsement_valid(
        school, signer, endorsement.get("signature")
    ):
        return CertificateCheck(
            "refused",
            [
                f"station {_fp(signer)} that signed it is not endorsed by this school's key "
                f"{_fp(school)}"
            ],
        )
    return CertificateCheck("self-assessment")


def _fp(public: str) -> str:
    try:
        return signing.grouped(signing.fingerprint(public))
    except ValueError:
        return "(not a key)"


def _no_school_key() -> str:
    return (
        "the school's public key is not at hand: put the school's school-key.pub in the data "
        "folder, or pass it with --key"
    )


# --------------------------------------------------------------------------- printing


def _words(value: object) -> str:
    if isinstance(value, dict):
        return str(value.get("en") or next(iter(value.values()), ""))
    return str(value or "")


def describe(certificate: Certificate) -> list[str]:
    """The signed details, one per line, in English, to compare with the paper."""
    details, result = certificate.details, certificate.result
    trainee = details.get("trainee") or {}
    blueprint = details.get("blueprint") or {}
    rulebook = details.get("rulebook") or {}
    proctor = details.get("proctor")
    started = str(certificate.payload.get("started") or "")
    ended = str(certificate.payload.get("ended") or "")
    origin = "CUSTOM (an instructor's file)" if blueprint.get("custom") else "bundled"
    lines = [
        f"  Trainee:    {trainee.get('name', '?')}",
        f"  Exam:       {_words(blueprint.get('title'))} (id {blueprint.get('id', '?')}"
        + (f", version {blueprint['version']}" if blueprint.get("version") else "")
        + ")",
        f"  Blueprint:  {origin}, digest {str(blueprint.get('digest', ''))[:16]}",
        f"  Date:       {started[:10]} (started {started[11:16]}, ended {ended[11:16]} UTC)",
    ]
    if proctor:
        lines.append(f"  Proctored:  yes, by {proctor.get('name', '?')}")
    else:
        lines.append("  Proctored:  NO: self-assessment, not proctored")
    verdict = "PASSED" if result.get("passed") else "NOT PASSED"
    extra = ", ended early" if result.get("abandoned") else ""
    extra += ", out of time" if result.get("out_of_time") else ""
    lines.append(
        f"  Result:     {verdict}: {result.get('correct', '?')} of "
        f"{result.get('questions', '?')} right{extra}"
    )
    if result.get("retake_of"):
        lines.append(f"  Retake of:  exam {result['retake_of']} (its failed area sat again)")
    for section in result.get("sections") or []:
        lines.append(_section_line(section))
    house = rulebook.get("house") or []
    lines.append(
        f"  Rulebook:   {rulebook.get('name', '?')} ({rulebook.get('id', '?')}), house rules: "
        + ("; ".join(str(h) for h in house) if house else "none")
    )
    lines.append(f"  Exam uuid:  {certificate.payload.get('exam', '?')}")
    lines.append(f"  Signed by:  {_fp(certificate.signer)}")
    return lines


def _section_line(section: dict[str, Any]) -> str:
    """One area of the result: its figures against its marks, its grade, and where a
    retake's carried area was earned."""
    table = section.get("table")
    if section.get("kind") == "table" and isinstance(table, dict):
        pace = table.get("per_hour")
        red = ", ".join(str(r) for r in table.get("red_lines") or []) or "none"
        marks = ", ".join(
            f"{f.get('family')} {f.get('right')}/{f.get('total')} (mark {f.get('mark')}%)"
            for f in table.get("families") or []
        )
        line = (
            f"    {_words(section.get('name'))}: {table.get('game')}, {table.get('coups')} of "
            f"{table.get('planned')} coups ({table.get('mode')}), {table.get('right')}/"
            f"{table.get('acts')} acts right"
            + (f" [{marks}]" if marks else "")
            + (f", {pace} an hour ({table.get('pace')})" if pace is not None else "")
            + f"; red lines: {red}"
        )
    else:
        line = (
            f"    {_words(section.get('name'))}: {section.get('correct')}/"
            f"{section.get('questions')} right (mark {section.get('pass_accuracy')}%), "
            f"{section.get('in_target')} in target time (mark {section.get('pass_speed')}%): "
            + ("passed" if section.get("passed") else "not passed")
        )
    if section.get("grade"):
        line += f" — grade {section['grade']}"
    carried = section.get("carried")
    if isinstance(carried, dict):
        line += f"; carried from exam {carried.get('exam')} of {carried.get('day')}"
    return line

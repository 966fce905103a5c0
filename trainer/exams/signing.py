"""Ed25519 signatures over an unambiguous encoding of a few values, and key fingerprints.

Every signed message starts with a purpose ("exam-open", "exam-item", "certificate", ...), so
a signature made for one purpose can never be replayed as another. Keys and signatures travel
as lowercase hex: they sit in SQLite text columns and JSON.
"""

from __future__ import annotations

import hashlib
import json

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

DOMAIN = "dealer-trainer"


def message(purpose: str, *parts: object) -> bytes:
    """A JSON list (None stays null, everything else becomes text): no two different lists of
    parts give the same bytes."""
    values = [DOMAIN, purpose, *(None if p is None else str(p) for p in parts)]
    return json.dumps(values, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def public_hex(key: Ed25519PrivateKey | Ed25519PublicKey) -> str:
    public = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    return public.public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def fingerprint(public_key_hex: str) -> str:
    """A short public name for a key (128 bits of its SHA-256): what certificates and `verify`
    print so a person can compare keys."""
    return hashlib.sha256(bytes.fromhex(public_key_hex)).hexdigest()[:32]


def grouped(fingerprint_text: str) -> str:
    """ "1a2b3c4d..." -> "1A2B-3C4D-...": easier to read aloud and compare."""
    upper = fingerprint_text.upper()
    return "-".join(upper[i : i + 4] for i in range(0, len(upper), 4))


def sign(key: Ed25519PrivateKey, purpose: str, *parts: object) -> str:
    return key.sign(message(purpose, *parts)).hex()


def valid(public_key_hex: str | None, signature_hex: object, purpose: str, *parts: object) -> bool:
    """Whether `signature_hex` is `public_key_hex`'s signature of these parts; any malformed
    key or signature is simply not valid."""
    if not public_key_hex or not isinstance(signature_hex, str):
        return False
    try:
        public = Ed25519PublicKey.from_public_bytes(bytes.fromhex(public_key_hex))
        public.verify(bytes.fromhex(signature_hex), message(purpose, *parts))
    except (ValueError, InvalidSignature):
        return False
    return True


def is_public_key(text: object) -> bool:
    if not isinstance(text, str):
        return False
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(text))
    except ValueError:
        return False
    return True

package scrub_test

import "testing"

// The look-alikes of the thirteenth round, each in a wording of its own (no corpus's): a public
// payments app id, the empty password's NT hash, mimikatz's null password, a class's path on a
// line about a password, a shell's read, a file path, hashcat's status labels, a masked value.
func TestLeavesThirteenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"const appId = 'sq0idp-Zt8Qm2LkV7xNp4RwB9cYd6';",
		"Guest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::",
		"\t * Username : svc_backup\n\t * Password : (null)",
		"passlib.exc.PasswordValueError: the password is too long",
		"read -rsp 'Kennwort für den NAS: ' NAS_PW; echo\nsshpass -e ssh admin@nas-07",
		"copied D:\\Backups\\2025\\config\\SYSTEM and the hive next to it; credentials stay offline",
		"Hash.Mode........: 1000 (NTLM)\nSpeed.#2.........:  1204.7 MH/s",
		"ERROR login for \"kiosk\" (password=***redacted***) after 3 tries",
	)
}

// The shapes of the thirteenth round, each in a wording of its own.
func TestRedactsThirteenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"an AWS key id with any digits", "aws_access_key_id = AKIA0123456789ABCDEF", []string{"AKIA0123456789ABCDEF"}},
		{"a key in Arabic", "مفتاح واجهة الشحن هو Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L"}},
		{"a door code in Arabic", "رمز باب المخزن هو 482913", []string{"482913"}},
		{"a password changed, in Portuguese", "a senha do caixa mudou para limao.verde22", []string{"limao.verde22"}},
		{"a password that is now set", "das Passwort für den Drucker ist jetzt Kiwi7Falke", []string{"Kiwi7Falke"}},
		{"a name in parentheses before the value", "la clave del wifi de caja (Caja-Net) es mostrador.limon41", []string{"mostrador.limon41"}},
		{"backup codes with a hyphen", "Backup-Codes: 40817263 55920184 31104477", []string{"40817263", "55920184", "31104477"}},
		{"a builder's password", "ds = DataSourceBuilder.create().username(\"app\").password(\"Tq8mZ2wLx5\").build();", []string{"Tq8mZ2wLx5"}},
		{"a key id beside a service account resource", "resource \"google_service_account_key\" \"etl\" {}\n# key id: 0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6", []string{"0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6"}},
		{"a SAM dump line", "Impacket dump:\nsvc_sql:1104:aad3b435b51404eeaad3b435b51404ee:8846f7eaee8fb117ad06bdd830b7586c:::", []string{"8846f7eaee8fb117ad06bdd830b7586c"}},
		{"mimikatz's NTLM and password", "\t * Username : j.doe\n\t * NTLM     : 7a21990fcd3d759941e45c490f143d5f\n\t * Password : Winter2025!", []string{"7a21990fcd3d759941e45c490f143d5f", "Winter2025!"}},
		{"pass the hash", "nxc smb 10.0.0.0/24 -u admin -H 64f12cddaa88057e06a81b54e73b949b", []string{"64f12cddaa88057e06a81b54e73b949b"}},
		{"a kerberoast hash", "$krb5tgs$23$*svc_web$LAB.LOCAL$HTTP/web01*$9F8E7D6C5B4A39281706F5E4D3C2B1A0$0A1B2C3D4E5F60718293A4B5C6D7E8F9A0B1C2D3",
			[]string{"$krb5tgs$23$*svc_web$LAB.LOCAL$HTTP/web01*$9F8E7D6C5B4A39281706F5E4D3C2B1A0$0A1B2C3D4E5F60718293A4B5C6D7E8F9A0B1C2D3"}},
		{"a ticket in base64", "Base64EncodedTicket :\n  doIF" + ticketB64, []string{"doIF" + ticketB64}},
		{"an NTLMv2 capture", "[SMB] NTLMv2-SSP Hash : kiosk::LAB:1122334455667788:0A1B2C3D4E5F60718293A4B5C6D7E8F9:0101000000000000a1b2c3d4e5f60718293a4b5c6d7e8f90",
			[]string{"kiosk::LAB:1122334455667788:0A1B2C3D4E5F60718293A4B5C6D7E8F9:0101000000000000a1b2c3d4e5f60718293a4b5c6d7e8f90"}},
		{"hashcat's cracked pair", "$ hashcat -m 1000 hashes.txt --show\n8846f7eaee8fb117ad06bdd830b7586c:Orchid!Lamp9", []string{"8846f7eaee8fb117ad06bdd830b7586c", "Orchid!Lamp9"}},
		{"a bcrypt hash and its plain text", "$2b$12$Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6s2:Harbor#Quill7", []string{"Harbor#Quill7"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// ticketB64 is the rest of a Kerberos ticket's base64, made up for the test.
const ticketB64 = "Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Ho4q7vXk2LpR9tZw4N=="

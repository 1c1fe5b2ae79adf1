package scrub_test

import (
	"strings"
	"testing"
)

// The shapes of the twentieth round, each in a wording of its own.
func TestRedactsTwentiethRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Barcode 4006381333931 on the pallet, postcode 1012 AB",
		"## Backup codes\n\nThey are printed once; keep them in the safe.",
		"Koden til rapporten ligger i mappe 2024",
		"the www mirror is ww 2 of 3",
		"hmac-sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 (the webhook's digest)",
		"[*] DefaultPassword not set on this host",
		"Recovery codes\n| service | where |\n|---|---|\n| GitHub | in the safe |",
		"Release notes\ncode 2024 frozen until March",
		"recovery code: ask Dana, she keeps the binder",
		"the master key for room 12 is in the drawer",
		"Door: 1200 x 2100 mm, fire rated",
		"Gateway: 8080",
		"garage: 2019",
		"Visa card: 4242",
		"the door is 2100 mm high",
		"Das ist das neue Passwort-Formular",
		"password policy changed to strict-mode-2",
		"KEYSTORE_PATH=/home/ci/release.keystore",
		"pfx: certs/site.pfx",
		"> 4f2a9c1e7b3d58e60a7c9f1b2d4e6a8c0b1d2e3f\nthat's the commit that broke the nightly build",
		"> Ab3dEf6hIj9kLm2nOp5q\nwhat does this id mean?",
		"> retention.days=Bucket7Archive2024\nthat's the key setting for the archive",
		"use OAuth2 for the login flow",
		"v2.4.1 — the new one ships Friday",
		"Part 1: Intro\nPart 2: Setup",
		"Note: see : Section4Appendix",
		"wifi usage: 2024 / 20250101",
		"docker run -e RABBITMQ_URL=amqp://guest:guest@localhost:5672/ worker",
		"DATABASE_URL=postgres://postgres:postgres@localhost:5432/dev",
		"DB_PASSWORD=change-me-before-go-live",
		"ssh deploy@build-runner-07 -p 2200, the key is already on it",
		"رمز الخزنة تغيّر في سنة ٢٠٢٣",
		"Add salt: 1 tsp, pepper: 2 tsp",
		"you need coffee and node18 to log in",
		"mdp : idem que l'année dernière, demande à l'accueil",
		"Steps:\n\nrun 12345678 first",
		"<kim> curl -u admin:REDACTED https://10.1.2.3/api, the real one is in the vault",
		"CORE-SW01#show interfaces status | include connected",
		"iLO Administrator: DISABLED since the migration",
	)
	cases := []struct{ name, in, secret string }{
		{"a list of codes a blank line under its heading", "### Recovery codes (Bitwarden)\n\n* 71930264\n* 48210957\n* 30691847\n* 95028316", "48210957"},
		{"a Norwegian list of backup codes", "Reservekoder Dropbox:\n16402937\n82045719\n57391026\n20948613", "82045719"},
		{"a Danish door code in a compound", "Hoveddørkoden er 6013, husk at låse efter dig", "6013"},
		{"a Dutch door code in a compound", "De deurcode is 712953 sinds maandag", "712953"},
		{"a code with its article", "Koden til nøkkelboksen bak butikken: 4820", "4820"},
		{"an Icelandic door code", "Útihurðarkóðinn er 9157", "9157"},
		{"a Swedish password with its article", "Lösenordet till skrivaren är Ekorre#2219", "Ekorre#2219"},
		{"a login pair after words in German", "user/pass für backup.lan.example.de: e.berg / fjord_tulpe2022", "fjord_tulpe2022"},
		{"a Dutch ww after a user", "gebruiker p.devries ww 7=hK*pqWz3Lm=xT", "7=hK*pqWz3Lm=xT"},
		{"a Norwegian user and password", "bruker kari.nord passord 9x=Lq*Wm2Tz", "9x=Lq*Wm2Tz"},
		{"a Swedish user and password in a line", "användare kalle lösenord 7=hK*pqWz3Lm=xT", "7=hK*pqWz3Lm=xT"},
		{"a dcsync NT hash", "  Hash NTLM: 0f3e9a7c21d54b88e6a1c0d97f2b4e35", "0f3e9a7c21d54b88e6a1c0d97f2b4e35"},
		{"an earlier NT hash in a dcsync's history", "    ntlm- 1: 7d2c4e9b0a6f13e58c27d4b90e1f6a3c", "7d2c4e9b0a6f13e58c27d4b90e1f6a3c"},
		{"a Kerberos AES key from secretsdump", "krbtgt:aes256-cts-hmac-sha1-96:5e0c8b7a2d41f9e36a7b1c0d4e2f8a951c3e7a9b2d4f60815e0c8b7a2d41f9e3", "5e0c8b7a2d41f9e36a7b1c0d4e2f8a951c3e7a9b2d4f60815e0c8b7a2d41f9e3"},
		{"a Kerberos key as mimikatz prints it", "      des_cbc_md5       (4096) : 3b7f1c9e0d2a6e48", "3b7f1c9e0d2a6e48"},
		{"an autologon password in LSA secrets", "[*] DefaultPassword\n(Unknown User):Winter!Harbor77", "Winter!Harbor77"},
		{"backup codes in a table's column", "### 2FA backup codes\n\n| n | code | used |\n|---|---|---|\n| 1 | 4830 1927 | no |\n| 2 | 7715 2094 | yes |", "7715 2094"},
		{"a code under the line that names what it opens", "Lockbox by the loading dock\ncode 520871\nreturn the keys by six", "520871"},
		{"a passphrase seven words before its is", "the passphrase for the backup disk on the yacht is '#Rk7vQ2mLp9zXw'", "#Rk7vQ2mLp9zXw"},
		{"a recovery code before a comma and prose", "your Mailchimp backup code is 7QK2M9XD-4HRT8LPA, write it down and keep it offline", "7QK2M9XD-4HRT8LPA"},
		{"a German safe's code in a compound", "Der Tresorcode lautet 48217", "48217"},
		{"a Rails master key in prose", "our config/master.key for the staging app is 9c1e4f7a2b3d58e60a7c9f1b2d4e6a8c, not in the repo", "9c1e4f7a2b3d58e60a7c9f1b2d4e6a8c"},
		{"a gate's code after a label", "Side gate by the bins: 60418", "60418"},
		{"a door code typed with its hash", "Lab door: 2871# and wait for the beep", "2871"},
		{"a lock's code after its word and is", "<ana> the garage is 80317, same as last year", "80317"},
		{"a German value first", "Kastanie.Birke22 ist das neue Passwort fürs Intranet", "Kastanie.Birke22"},
		{"a Swedish value first", "Ekorre_55x är det nya lösenordet", "Ekorre_55x"},
		{"an Elasticsearch reset's new value", "Password for the [kibana_system] user successfully reset.\nNew value: pQ7wZ2xLm9RtV4bN8kYc", "pQ7wZ2xLm9RtV4bN8kYc"},
		{"a passphrase whose number ends its last word", "Passphrase for the shared Dropbox changed to lantern-quarry-pebble27 yesterday.", "lantern-quarry-pebble27"},
		{"a keystore in base64", "RELEASE_KEYSTORE_B64: MIIJqQIBAzCCCWIGCSqGSIb3DQEHAaCCCVMEgglPMIIJSzCCBWcGCSqGSIb3DQEHAaCCBVgEggVUMIIFUDCCBUwGCyqGSIb3", "MIIJqQIBAzCCCWIGCSqGSIb3DQEHAaCCCVMEgglPMIIJSzCCBWcGCSqGSIb3DQEHAaCCBVgEggVUMIIFUDCCBUwGCyqGSIb3"},
		{"a PFX in base64", "AZURE_PFX_CONTENT=MIIJqQIBAzCCCWIGCSqGSIb3DQEHAaCCCVMEgglPMIIJSzCCBWcGCSqGSIb3DQEHAaCCBVgEggVUMIIFUDCCBUwGCyqGSIb3", "MIIJqQIBAzCCCWIGCSqGSIb3DQEHAaCCCVMEgglPMIIJSzCCBWcGCSqGSIb3DQEHAaCCBVgEggVUMIIFUDCCBUwGCyqGSIb3"},
		{"quoted pieces named on the line after", "> Zr8Tq2LmXv5NpWc7Ka1Yd4Hs\n> Fg6Jb0Qe3Ut9Ro2Wi\nthat's the Mailjet secret, the paste wrapped it", "Fg6Jb0Qe3Ut9Ro2Wi"},
		{"a second half pointed at with a caret", "[09:12] lena: token abc\n[09:13] tom: 4417-2209183375510-9c1e4f7a2b3d58e60a7c\n[09:13] tom: ^ the rest of it, slack cut it", "4417-2209183375510-9c1e4f7a2b3d58e60a7c"},
		{"a piece before an apology for the wrap", "Ines: apikey = [sent]\nPaul: Hq7.Lw2XbN9eTz4RkY6cVm\nPaul: sorry, the paste cut it in two", "Hq7.Lw2XbN9eTz4RkY6cVm"},
		{"a login pair whose password ends in a short number", "u/p: opsadmin/Meadow.Falcon.71", "Meadow.Falcon.71"},
		{"a password used for a named login", "use 'Kx7mWq2pLz9' for the Canva account, single quotes off", "Kx7mWq2pLz9"},
		{"a password that is the new one", "heads up: Quartz_Lime2291 — that's the new one for the POS", "Quartz_Lime2291"},
		{"a word that is one half of a split key", "api key, first half: Sommer\nsecond half: 9xQ2mLp7ZtR4vW8k", "Sommer"},
		{"a stub that is the last piece", "token pieces:\nKp2Lq9Xw7ZrT4mVb (part 1)\nQ7xZ (part 2)", "Q7xZ"},
		{"a user and password apart by a spaced colon after a label", "Kiosk PC: frontdesk : Maple7Lantern", "Maple7Lantern"},
		{"a Wi-Fi key of digits after the network's name", "wifi in the shed: Speedport 4 / 83019467552019", "83019467552019"},
		{"a URI's password that is the user's name in capitals", "redis://admin:Admin@cache:6379/0", "Admin"},
		{"an Amharic Wi-Fi password of digits", "የቢሮ ዋይፋይ ይለፍ ቃል: 5820193746", "5820193746"},
		{"an Amharic key's pieces under its label", "የክፍያ ቁልፍ:\nQm7Tz2Lx9Wc4Vb8Nk3Hs6Yd1Pf5Rg0Ja\nUe8Io2Op7Kl4Mn9Bv==\nእናመሰግናለን", "Ue8Io2Op7Kl4Mn9Bv=="},
		{"a Swahili card PIN", "namba ya siri ya ATM ni 7302", "7302"},
		{"a Swahili password", "Nywila ya router: Simba-Kali_88", "Simba-Kali_88"},
		{"a Turkish key's pieces under its label", "anahtar iki satıra bölündü:\nZr4Lq8Xw2Tm6Vb9Nc3Hk7Yd1Pf5Rg0Ja\nUe8Io2Op7Kl4Mn9Bv\nbirleştir", "Ue8Io2Op7Kl4Mn9Bv"},
		{"an Arabic transliterated password word", "الباسورد Cairo_Nile2024 لا تشاركه", "Cairo_Nile2024"},
		{"a Persian door code in Persian digits", "کد در حیاط ۸۴۱۷", "۸۴۱۷"},
		{"an Arabic safe's code in Arabic-Indic digits", "رمز خزنة المكتب: ٣٠٩٥١٧", "٣٠٩٥١٧"},
		{"a merchant key and salt after a blank", "merchant_key Hq7Lw2XbN9eTz4Rk, merchant_salt Vm3Pc8Za5Dy1Ju6W", "Vm3Pc8Za5Dy1Ju6W"},
		{"an Arabic note's code label", "ملاحظات:\n- الرمز: trabzon8812%", "trabzon8812%"},
		{"a merchant key after a blank", "PayU: merchant_key Hq7Lw2XbN9eTz4Rk", "Hq7Lw2XbN9eTz4Rk"},
		{"a Swahili password after its word", "nywila ya wifi ya duka ni Mbuzi_Tatu44", "Mbuzi_Tatu44"},
		{"a Persian Wi-Fi password", "رمز وای‌فای مغازه: Shiraz_Bagh61", "Shiraz_Bagh61"},
		{"a pair before what it is for", "the printer wants svc_scan and Harbor_Lime42 to log in", "Harbor_Lime42"},
		{"a pair before what it is for, in Greek", "ο router θέλει admin και Kalamata_88x για να μπεις", "Kalamata_88x"},
		{"a Catalan alarm code with a letter", "El codi de l'alarma del magatzem és 4418B", "4418B"},
		{"a Romanian door code", "codul de la ușa din spate e 770314", "770314"},
		{"a Catalan password stated with és", "La contrasenya de la impressora és ?Rb20k#=7c&55", "?Rb20k#=7c&55"},
		{"a Romanian password stated with este", "Parola pentru e-Factura este ?Rq48t#=Lm&zx", "?Rq48t#=Lm&zx"},
		{"a Catalan recovery code", "Codi de recuperació de Google: 7QK2-M9XD-4HRT-8LPA", "7QK2-M9XD-4HRT-8LPA"},
		{"a French login verb", "connecte-toi avec mdubois et Lyon#Rhone2291, puis change-le", "Lyon#Rhone2291"},
		{"a French token a blank line under its label", "voici le jeton :\n\n3f9a7c1e5b2d8f4a6c0e9b7d1a3c5e7f9b\n\nCordialement", "3f9a7c1e5b2d8f4a6c0e9b7d1a3c5e7f9b"},
		{"a French safe's code", "- Code du coffre : 8052", "8052"},
		{"SNMPv3's auth passphrase", "snmpget -v3 -l authPriv -u nms -a SHA -A 'Lantern2024_' -x AES -X 'orbitnine77x' 10.0.0.9 sysUpTime.0", "Lantern2024_"},
		{"SNMPv3's privacy passphrase", "snmpget -v3 -l authPriv -u nms -a SHA -A 'Lantern2024_' -x AES -X 'orbitnine77x' 10.0.0.9 sysUpTime.0", "orbitnine77x"},
		{"a B2 application key on the command line", "b2 account authorize 0051a2b3c4d5e6f7a8b9c0d1e K005Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6", "K005Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6"},
		{"an iLO password from the server's tag", "DL380 in R07-U12, iLO Administrator (pull tag): 7QHX2KPM", "7QHX2KPM"},
		{"Persian recovery codes", "کدهای بازیابی صرافی:\n- K2WM9QXA\n- 7TPBE4RN\n- Q8DL2ZMC\n- 3VHN6YKT", "7TPBE4RN"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}

// A password that spells a URI's scheme is redacted, and the scheme stays.
func TestKeepsTheSchemeAPasswordSpells(t *testing.T) {
	t.Parallel()
	in := "DATABASE_URL=postgresql://app:postgresql@db:5432/app"
	out := sharedScrubber.Scrub(in).Text
	if strings.Contains(out, ":postgresql@") || !strings.HasPrefix(out, "DATABASE_URL=postgresql://app:") {
		t.Errorf("in: %q\nout: %q", in, out)
	}
}

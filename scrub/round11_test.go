package scrub_test

import "testing"

// The look-alikes of the eleventh round, each in a wording of its own (no corpus's): packages
// pinned to versions, a development phrase of repeated words, prose about a username and a
// password, shell variables before a path or an address, an SSH key's blob under "key".
func TestLeavesEleventhRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"lib_deps =\n    bblanchon/ArduinoJson@^7.0.4\n    adafruit/BME280 Library@^2.2.4",
		`mnemonic: "test test test test test test test test test test test junk"  # local chain only`,
		"Sign-in needs username and password plus a code from the app.",
		"sshpass -e ssh \"$ADMIN@bastion2\"  # from env",
		"export GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/gcloud/adc.json",
		`"key": "AAAAC3NzaC1lZDI1NTE5AAAAIHq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te2Ui7Ho4"`,
		"key id 3b9a1c0e8d7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b is the public JWK thumbprint of the signer",
		"anahtar kelime: bulut2025 ve sunucu",
		"the seed idea came from three friends over many long nights",
		`c = cache.NewClient("cache-redis-01", "orders-queue-v2")`,
		"Release notes — draft — Version2024",
		"docs.example.com / guides / install_guide2",
		"cache settings\nKey: session-store\nTTL: 3600",
	)
}

// The shapes of the eleventh round, each in a wording of its own.
func TestRedactsEleventhRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a recovery phrase in a line", "wallet seed for the test box: orbit mango velvet candle ribbon saddle pilot hockey lemon tundra fossil wagon",
			[]string{"orbit mango velvet candle ribbon saddle pilot hockey lemon tundra fossil wagon"}},
		{"a recovery phrase numbered", "Recovery phrase\n1. orbit\n2. mango\n3. velvet\n4. candle\n5. ribbon\n6. saddle\n7. pilot\n8. hockey\n9. lemon\n10. tundra\n11. fossil\n12. wagon\nkeep offline",
			[]string{"orbit\n2. mango", "fossil\n12. wagon"}},
		{"a WIF key", "import this into the wallet: KxR9qT4mZ2wLpV7nB3cY8dH6fJ1gK5sA9eU2oJ4rT6yW8qE3zX7v", []string{"KxR9qT4mZ2wLpV7nB3cY8dH6fJ1gK5sA9eU2oJ4rT6yW8qE3zX7v"}},
		{"a hex private key after its label", "冷钱包私钥：0x3f9c1e2d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6",
			[]string{"0x3f9c1e2d7b6a5f4e3d2c1b0a9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6"}},
		{"a hex key in a deployment's accounts", `sepolia: { url: RPC, accounts: ["0x0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f"] }`,
			[]string{"0x0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e9f"}},
		{"a byte-list network key", "advanced:\n  network_key: [11, 201, 7, 93, 148, 62, 250, 19, 88, 174, 3, 236, 45, 120, 199, 61]",
			[]string{"11, 201, 7, 93, 148, 62, 250, 19, 88, 174, 3, 236, 45, 120, 199, 61"}},
		{"a C array key", "static const u1_t PROGMEM NWKSKEY[16] = { 0x2B, 0x7E, 0x15, 0x16, 0x28, 0xAE, 0xD2, 0xA6, 0xAB, 0xF7, 0x15, 0x88, 0x09, 0xCF, 0x4F, 0x3C };",
			[]string{"0x2B, 0x7E, 0x15, 0x16, 0x28, 0xAE, 0xD2, 0xA6, 0xAB, 0xF7, 0x15, 0x88, 0x09, 0xCF, 0x4F, 0x3C"}},
		{"Wi-Fi and MQTT logins in a sketch", "WiFi.begin(\"Loft\", \"harbor7Quill\");\nmqtt.connect(\"node-3\", \"probe\", \"tulip.4472Z\");", []string{"harbor7Quill", "tulip.4472Z"}},
		{"a MicroPython Wi-Fi login", "sta.connect('Werkstatt', 'Kestrel-882-Moor!')", []string{"Kestrel-882-Moor!"}},
		{"an Adafruit IO key", "io = Client('lab', 'aio_Zt8Qm2LkV7xNp4RwB9cYd6HfQm7v')", []string{"aio_Zt8Qm2LkV7xNp4RwB9cYd6HfQm7v"}},
		{"an influx token flag", "influx query -o lab -t Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N== 'from(bucket:\"x\")'", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N=="}},
		{"mosquitto_passwd in batch mode", "mosquitto_passwd -b /etc/mosquitto/pw sensor Otter-5519", []string{"Otter-5519"}},
		{"a numbered password setting", "Backlog SSID1 Shed; Password1 Rk7vQ2mZ9wLp; WebPassword Tn4Hx8Lq2Wz", []string{"Rk7vQ2mZ9wLp", "Tn4Hx8Lq2Wz"}},
		{"a login after a cue, words after it", "log in with ops // harbor_Lantern2291 and open the dashboard", []string{"harbor_Lantern2291"}},
		{"a key pasted, then pointed at", "Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk\n2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm\n^ the api key, one line", []string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk", "2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm"}},
		{"a TOTP seed labelled in German", "Geheimer Schlüssel: K7QW 2MZP 4LRT X6YN", []string{"K7QW 2MZP 4LRT X6YN"}},
		{"an installation key", "Installation key for the site licence: 12345-67890-24680-13579", []string{"12345-67890-24680-13579"}},
		{"a token call", `api = Canvas("https://lms.example.edu", "4412~Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N")`, []string{"4412~Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N"}},
		{"Azure's key1", "storage account labfiles key1: Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te==",
			[]string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4Np9Rw3Bc6Yd1Kf5Gs0Ja8Te=="}},
		{"a service account's old key id", "Rotated the SA key for etl-west.\nOld key id: 7e6d5c4b3a29180f7e6d5c4b3a29180f7e6d5c4b\n",
			[]string{"7e6d5c4b3a29180f7e6d5c4b3a29180f7e6d5c4b"}},
		{"jq's output of a key id", "$ jq -r .private_key_id sa.json\n0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6", []string{"0f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6"}},
		{"a value as the password, in Italian", "usa ops come utente e Vq7=Lm&zTp come password", []string{"Vq7=Lm&zTp"}},
		{"an Anaconda channel token", "channels:\n  - https://conda.anaconda.org/t/ab-1c2d3e4f-5a6b-7c8d-9e0f1a2b3c4d/private", []string{"ab-1c2d3e4f-5a6b-7c8d-9e0f1a2b3c4d"}},
		{"Turkish API key and secret key", "API anahtarı Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L ve gizli anahtar pR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4",
			[]string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L", "pR9tZw4NyB8cHd3FvT6sWq8Zt2Lm7Vx4"}},
		{"a bot token ending a sentence", "the raid bot signs in with MTA4NzY1NDMyMTA5ODc2NTQz.Gx7QmZ.Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L. Its app id is public.",
			[]string{"MTA4NzY1NDMyMTA5ODc2NTQz.Gx7QmZ.Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2L"}},
		{"an API client's key, secret and passphrase", "ex = exchange.AuthClient(\n  'Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N',\n  'q7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt',\n  'kelpie4river')",
			[]string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4N", "q7vXk2LpR9tZw4NyB8cHd3FvT6sWq8Zt", "kelpie4river"}},
		{"a host, a user and a password apart by dashes", "192.0.2.44 — pbx_admin — harbor_kettle-58\nnas.office.lan – root – Quill9Harbor",
			[]string{"harbor_kettle-58", "Quill9Harbor"}},
		{"a Wi-Fi key under its network's name", "Office AP\nSSID: Atelier-5G\nKey: Tq8*mZ2wLx=Vp\nband steering on", []string{"Tq8*mZ2wLx=Vp"}},
		{"pw for a device, an arrow, the value", "- pw for the nas -> harbor7quill", []string{"harbor7quill"}},
		{"an exchange's bare key", `"exchange": {"name": "binance", "key": "Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3F"}`,
			[]string{"Zt8Qm2LkV7xNp4RwB9cYd6HfQm7vXk2LpR9tZw4NyB8cHd3F"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

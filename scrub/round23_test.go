package scrub_test

import (
	"strings"
	"testing"
)

// The shapes of the twenty-third round, each in a wording of its own.
func TestRedactsTwentyThirdRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Sam: what's the error code on the chiller?\nRui: 50213",
		"Ana: what's the postcode of the new depot?\nLeo: 10115",
		"Ana: how many door codes did we print?\nLeo: 1200 so far",
		"Ana: since when does the side door need a PIN?\nLeo: 2019, after the break-in",
		"Заявка 31907 закрыта, пароль сброшен, при входе система попросит сменить.",
		"Ana: what's the code for the cold store?\nLeo: no idea, ask Ben",
		"el servidor corre ubuntu2204lts, la clave del wifi no cambió",
		"la clave del wifi quedó igual, ver el commit 4fa2c91be0",
		"password reset for client 8w2kq7d0xz is done, ticket closed",
		"Guest: what's the wifi password again?\nHost: ask at the desk: they'll print it",
		"Shop card (Visa, ending •••• 4410): PIN stays with the manager.",
		"db:\n  url: jdbc:oracle:thin:@ledger-db4.corp.internal:1521/LEDGER\n  user: ledger_ro",
		"alerts:\n  webhook: https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/xxxxxxxxxxxxxxxxxxxxxxxx  # yours here",
		"the combination lock arrived, 3 of them, order 417",
		"PasswordLastSet      : 2025-03-02 09:14:51",
		"        Session Key Type: AES-256-CTS-HMAC-SHA1-96",
		"- Configure password backup directory: Azure AD",
		"PS C:\\> Get-LapsADPassword AMS-NB0412 -AsPlainText",
		"the backup job now runs as NORTHWIND\\svc_backup3, password is in the PAM",
		"| svc_reports | okafor | MSSQLSvc/sql07.corp.local:1433 | where is the password: Secret Server |",
		"<Password>*SENSITIVE*DATA*DELETED*</Password>",
		"# .\\Add-ServiceUser.ps1 -Name svc_print -Password '<pick-a-password>'",
		"BitLocker recovery key ID on screen: 7F2C91AB, ask the user for the laptop's asset tag",
		"requirepass ${REDIS_PASSWORD}",
		"user metrics on nopass ~* +info",
		"Docs,https://docs.acme.io/start,team-docs,public",
		`{ "value": "https://intranet.acme.io", "id": "", "name": "url", "type": 0 }`,
		`"value": { "concealed": "{{ op://Private/Server/password }}" }`,
		`{"kty": "EC", "crv": "P-256", "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}`,
		`"SQL_ADMIN_PASSWORD": { "isSecret": true, "value": "$(sqlAdminPassword)" }`,
		"encrypt = true",
		`"call_session_id": "v3:Q8rvTkq2Nw3Hc0Zx7LmPa5YbE1sVdGf9"`,
		`"ansible_ssh_host_key_rsa_public": "AAAAB3NzaC1yc2EAAAADAQABAAABgQDx9Kq2"`,
		"Error: UnauthorizedOperation. Encoded authorization failure message: Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8",
		"The file must be chmod 0600 or psql skips it. Passwords live there, never in the script.",
		"passwords: switch every cluster to scram-sha-256 by Friday",
		"name,value,secured\nDEPLOY_ENV,prod,false\nDB_HOST,db7.internal,false",
		"we ran 12 laps of the site checking every door, all 4 fire exits fine",
		"define( 'NONCE_KEY',        'put your unique phrase here' );",
		"Prise de parole prévue à 14h30, salle 204, puis questions du public",
		"Account-PIN für Kundenkonto 70311842 ist gesetzt, bitte nicht am Telefon nennen",
		"## Connected App: Nightly Sync\n\n**Consumer Key:** `3MVG9Kx2LmPw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4`",
	)
	cases := []struct{ name, in, secret string }{
		{"a Polish barrier's code", "kod do szlabanu przy rampie: 480213, nie podawać kierowcom", "480213"},
		{"a Hungarian alarm's code", "Riasztó kódja: 730164 (élesítés után 30 mp)", "730164"},
		{"a Bulgarian door's code", "новият код за вратата на офиса е 518204", "518204"},
		{"a capitalised Cyrillic barrier", "Шлагбаум у склада открывается с пульта, код 55102", "55102"},
		{"a Turkish barrier's code", "bariyerde giriş kodu 73920#, sonra sola", "73920"},
		{"a code asked for and given on the next chat line", "Sam: what's the code for the cold store again?\nRui: try 604512", "604512"},
		{"a PIN asked for and given with a remark", "Ana: the copier wants a PIN for the staff account\nLeo: 8842, then OK", "8842"},
		{"small letters and scattered digits", "la clave del wifi quedó r7tk2mz9wq, el cliente la anotó", "r7tk2mz9wq"},
		{"capitals after a word, then digits", "the guest wifi password changed, new one BrisaKT4471", "BrisaKT4471"},
		{"a password asked in Spanish, answered on the next line", "Noor: ¿me pasas la clave del wifi de la oficina? el portátil no conecta\nAlba: gaviota2291", "gaviota2291"},
		{"an answer after a longer lead-in and a dash", "Guest: what's the wifi password again?\nHost: No worries! It's lemonharbor418 – all one word", "lemonharbor418"},
		{"a Welsh door's code", "Cod drws y storfa: 6082. Diolch", "6082"},
		{"a code asked for without a question mark", "Dewi: which code for the plant room\nSian: 4471 (changes friday)", "4471"},
		{"a door code in two groups of three", "Staff room — new door code from today: 615-238", "615-238"},
		{"a padlock's three digits", "the ladder cage now has a padlock, combination 408. Ask stores if it jams.", "408"},
		{"a question mark right after the password word", "Rhys: anyone got the staging VPN password? need it for the demo\nYuki: Harbourlight+31  (same as last month)", "Harbourlight+31"},
		{"Redis's requirepass", "bind 127.0.0.1 -::1 10.0.8.12\nport 6379\nrequirepass Vesper77.zephyr", "Vesper77.zephyr"},
		{"Redis's CONFIG GET reply", "10.0.4.2:6379> CONFIG GET masterauth\n1) \"masterauth\"\n2) \"t7YhQw2pLx9bNc4R\"", "t7YhQw2pLx9bNc4R"},
		{"a sentinel's auth-pass", "sentinel monitor cache 10.1.1.5 6379 2\nsentinel auth-pass cache Fo9xLq2Rw7Tz", "Fo9xLq2Rw7Tz"},
		{"an ACL user's password", "127.0.0.1:6379> ACL SETUSER reports on >Quartz88Heron ~rep:* +get", "Quartz88Heron"},
		{"a value field before its name", `{ "value": "tulip-marble-orbit7", "id": "", "name": "password", "type": 1 }`, "tulip-marble-orbit7"},
		{"an export row without its header", "the import rejected this row:\nGitLab,https://gitlab.com/users/sign_in,ravi.k,Tq8=Lm2#wPz", "Tq8=Lm2#wPz"},
		{"1Password's concealed field", `{ "title": "recovery key", "value": { "concealed": "Rocket-Pine7-Wave-Lumen" } }`, "Rocket-Pine7-Wave-Lumen"},
		{"a pipeline variable's value field", `"DB_ROOT_PASSWORD": { "isSecret": false, "value": "maple-cobalt-519" },`, "maple-cobalt-519"},
		{"a JWK's private part", `{"kty": "EC", "crv": "P-256", "d": "Q8rvTkq2Nw3Hc0Zx7LmPa5YbE1sVdGf9KjRtUo4WnXc", "x": "AbCd"}`, "Q8rvTkq2Nw3Hc0Zx7LmPa5YbE1sVdGf9KjRtUo4WnXc"},
		{"a JWK's private part before its type", `{"crv": "P-256", "d": "Q8rvTkq2Nw3Hc0Zx7LmPa5YbE1sVdGf9KjRtUo4WnXc", "kty": "EC"}`, "Q8rvTkq2Nw3Hc0Zx7LmPa5YbE1sVdGf9KjRtUo4WnXc"},
		{"Terraform's console unwrapping a value", "> nonsensitive(var.admin_password)\n\"quartz-falcon-271\"\n> exit", "quartz-falcon-271"},
		{"a random_password's result", "\"override_special\": \"!#$%\",\n\"result\": \"Zq9]wE{mT2!xL\",\n\"special\": true", "Zq9]wE{mT2!xL"},
		{"Consul's gossip key", "datacenter = \"ams3\"\nencrypt = \"pUqJrVyVRj5jsiYEkM/tFQYfWyJIv4s3XkvDwy7Cu5s=\"", "pUqJrVyVRj5jsiYEkM/tFQYfWyJIv4s3XkvDwy7Cu5s="},
		{"a Czech app password's label", "Nové heslo aplikace pro tiskárnu: wqrt pmzx hdke vfsa – zadej ho v nastavení SMTP", "wqrt pmzx hdke vfsa"},
		{"an app password in one run after its colon", "пароль приложения сгенерирован в кабинете Mail ID: qpwmzrtkvbnhsjdl, вставь в Outlook", "qpwmzrtkvbnhsjdl"},
		{"a Czech server room's code", "kód od serverovny se změnil, nový je 582031", "582031"},
		{"a variable under a name,value header", "repo vars export:\nname,value,secured\nDEPLOY_ENV,uat,false\nSMTP_PASSWORD,Lq7!vRt2Zw9x,false", "Lq7!vRt2Zw9x"},
		{"a LAPS password in chat", "Ana: LAPS says Wq3rTz8yUi2oPa for that one, it rotates after login", "Wq3rTz8yUi2oPa"},
		{"a short fine-grained GitHub token in a remote", "origin\thttps://github_pat_11AbCdEfGh0123456789xYzQwErTy@github.com/acme/infra.git (fetch)", "github_pat_11AbCdEfGh0123456789xYzQwErTy"},
		{"WordPress's salts", "define( 'LOGGED_IN_KEY', 'Tm]9@x=Lq|~w4Zp-<R2v{k8>N0s#yJ6+e' );", "Tm]9@x=Lq|~w4Zp-<R2v{k8>N0s#yJ6+e"},
		{"a building entrance's code", "First late shift:\n- Building entrance: 58213 then the bell\n- Lockers on floor 2", "58213"},
		{"a Latvian alarm's code", "Signalizācijas kods: 7730 (izslēgt 30 sekunžu laikā)", "7730"},
		{"an ID card's PIN1 and PIN2", "Smart-ID uus seade, PIN1: 4411, PIN2: 90317 (ära unusta)", "90317"},
		{"a Latvian password word", "viesu wifi Birojs-Guest, parole Zt4kLm9qW", "Zt4kLm9qW"},
		{"a Lithuanian password word", "rašo \"neteisingas slaptažodis\", nors vedu Vejas2291Ruduo kaip visada", "Vejas2291Ruduo"},
		{"an Estonian opening code", "Pakk ootab pakiautomaadis. Avamiskood: 40917731. Pakk on automaadis 7 päeva.", "40917731"},
		{"Lithuanian backup codes", "Microsoft 365 atsarginiai kodai – Jonas\n7KQ2P-ZX81M\nB4N0W-Q3TRE\n", "7KQ2P-ZX81M"},
	}
	for _, c := range cases {
		out := sharedScrubber.Scrub(c.in).Text
		if strings.Contains(out, c.secret) {
			t.Errorf("%s: in: %q\nout: %q", c.name, c.in, out)
		}
	}
}

// Oracle's user/password@database keeps its user and database: the password alone is redacted.
func TestOracleConnectKeepsUserAndDatabase(t *testing.T) {
	t.Parallel()
	in := "[oracle@db7 ~]$ sqlplus system/Quill8842zpRt@LEDGER as sysdba"
	out := sharedScrubber.Scrub(in).Text
	if strings.Contains(out, "Quill8842zpRt") || !strings.Contains(out, "system/") || !strings.Contains(out, "@LEDGER as sysdba") {
		t.Errorf("in: %q\nout: %q", in, out)
	}
	// A password's own @ before digits is no database: the whole pair stays a secret.
	in = "[09:14] Mo: router: admin/Lotus@482Marlin (web UI on 8443)"
	if out := sharedScrubber.Scrub(in).Text; strings.Contains(out, "482Marlin") {
		t.Errorf("in: %q\nout: %q", in, out)
	}
}

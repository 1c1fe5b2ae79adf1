package scrub_test

import (
	"strings"
	"testing"
)

// The shapes of the twenty-first round, each in a wording of its own.
func TestRedactsTwentyFirstRoundShapes(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"webhook: https://discord.com/api/webhooks/ID/TOKEN (fill in from the channel settings)",
		"Zapier docs: https://help.zapier.com/hc/en-us/articles/8496288690317",
		"Q3 review — Revenue up",
		"C:\\Users\\mkowalski: see the install log",
		"when prompted enter y to confirm the upgrade",
		"I typed the address into the prompt twice",
		"session_id=42 user_id=7",
		"NEXT_PUBLIC_WOMPI_KEY=pub_prod_Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd5T",
		"steamcmd +login anonymous +app_update 740 +quit",
		"✅ Build #512 passed (release/4.1)",
		"Wi-Fi is TP-Link_7A2C (password on the card in the kitchen).",
		"the bot token got posted for ~2 min (ODk2NzY2OTQ0...). I reset it",
		"Authorization: Bearer eyJhbGciOi…[redacted]",
		"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA4fpwpjl1NXT8lv8\nJ3x/vuZ+wWZyAW4QWjECfO539NV2OFtusqh\" />",
		"Password            : System.Security.SecureString\nPasswordUpdateTime  : 2025-07-28 11:46",
		"passwd: senha atualizada com sucesso",
		"the scan tool licence SKU is MHT-72Q7-ODW3, renew before October",
		"activate the order ORD-2024-00123-AB12 first",
		"safe delivery: 12-05-24",
		"PIN changed in 2024, the policy since 2021",
		"AUTHENTICATION_APIKEY_USERS: 'ingrid.s@lumenlabs.io'",
		"las credenciales están en el vault del equipo (1Password → ML Piloto). No las mandes",
		"the login for the Gradio demo is owner / see 1Password \"ML tools\"",
		"SESSION_SECRET=replace-with-64-random-bytes",
		"github.com/aws/aws-sdk-go-v2/credentials v5.15.4 h1:dHkSrOwK1uMHQP9lLCR5Kr/ZE2XHfSdqwQS7LHODn4E=",
		"[11:49:07] INFO mailer: sent password reset to user_id=79044 via ses",
		"Release 2.2.1 tarball sha256, first half:  23971f257cffb251f4c4aa645d2eaaf93\nsecond half: 920eadda6429a325d85d3e52c676951",
		"$ cat /etc/os-release\nNAME=Debian",
		"see docs/Read-Me-First-Please",
		"Password last set   1/1/2024\nPassword expires    Never\npassword            required",
		"\"Default\": \"Server=sql01;Database=Payroll;User Id=app;Password=#{DB_PASSWORD}#\"",
		"usuario,fecha_inicial,total\nlmarin,2024-03-01,1200",
		"the alarm goes off at 7, the cofre is in the office",
	)
	cases := []struct{ name, in, secret string }{
		{"a Discord webhook, whole", "alerts go to https://discordapp.com/api/webhooks/1122334455667788990/Zq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6Gv8Hb", "https://discordapp.com/api/webhooks/1122334455667788990/"},
		{"a Teams webhook, whole", "MS Teams connector: https://contoso.webhook.office.com/webhookb2/0f8fad5b-d9cb-469f-a165-70867728950e@7c9e6679-7425-40de-944b-e07fc1f90ae7/IncomingWebhook/6b86b273ff34fce19d6b804eff5a3f57/16fd2706-8baf-433b-82eb-8c7fada847da", "https://contoso.webhook.office.com/webhookb2/0f8fad5b-d9cb-469f-a165-70867728950e@7c9e6679"},
		{"a Zapier catch hook", "ZAP_HOOK=https://hooks.zapier.com/hooks/catch/4410293/bq7xk2m/", "https://hooks.zapier.com/hooks/catch/4410293/bq7xk2m/"},
		{"a Make scenario's hook", "the Make scenario listens on https://hook.us1.make.com/k2q8x7lm9pw4rt7yv1bn5cs3df6gh8jk0", "https://hook.us1.make.com/k2q8x7lm9pw4rt7yv1bn5cs3df6gh8jk0"},
		{"a base64 key with a slash after a word for an account", "the storage account: Zq8Kx2Lm9Pw4Rt7Yv1Bn5C/s3Df6Gh8Jk0Lz2Xc4Vb6Nm8Qw1Er3Ty5Ui7Op9As2Dx4Fc6==", "Zq8Kx2Lm9Pw4Rt7Yv1Bn5C"},
		{"a user and a strong password apart by a dash", "kiosk PC: frontdesk — Marmot.Lake.47", "Marmot.Lake.47"},
		{"a user and a long mixed password apart by a plus", "svc_intranet + pQ7rLm2xVbN9kT opens the wiki admin", "pQ7rLm2xVbN9kT"},
		{"a domain account's password", "- Domain admin NORDWIND\\it_admin: Fjord_Kompass84", "Fjord_Kompass84"},
		{"a password entered at a prompt", "2. when prompted, enter Wq3-fjord-Plb9 and wait", "Wq3-fjord-Plb9"},
		{"a session id in a cookie header", "-H 'cookie: theme=dark; session_id=Wq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0; _ga=GA1.1.1'", "Wq8Kx2Lm9Pw4Rt7Yv1Bn5Cs3Df6Gh8Jk0"},
		{"a column of initial passwords", "utilizador,nome,senha_inicial\nrmota,Rita Mota,Gaivota+2291\npsalgado,Pedro Salgado,Lx.Tram28x", "Gaivota+2291"},
		{"a Spanish column with its ñ", "usuario;nombre;contraseña_temporal\njperez;Juan Pérez;cactusverde41", "cactusverde41"},
		{"a Spanish safe's combination", "la combinación de la caja fuerte es 803417, no la apuntes", "803417"},
		{"a Portuguese safe's combination in pairs", "a combinação do cofre é 12-48-37 (direita primeiro)", "12-48-37"},
		{"an alarm's code after its label", "- Alarm (back office): 4812, panel by the stairs", "4812"},
		{"a Twitch stream key", "{\n  \"keys\": {\n    \"youtube\": \"k3pq-7a2m-xz9r-4t1b-qw8e\",\n    \"twitch\": \"live_512093847_Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd\"\n  },\n  \"bitrateKbps\": 6000\n}", "live_512093847_Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd"},
		{"an Asaas API key", "ASAAS_API_KEY='$aact_YTU5YTE0M2M2N2I4MTliNzk0YTI5N2U5MzdjNWZmNDQ6OjAwMDAwMDAwMDA'", "YTU5YTE0M2M2N2I4MTliNzk0YTI5N2U5MzdjNWZmNDQ"},
		{"a Wompi private key", "Llave privada: prv_test_Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd5T", "prv_test_Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd5T"},
		{"steamcmd's password", "steamcmd +login build_bot harbourlights7 +run_app_build app.vdf +quit", "harbourlights7"},
		{"a Canvas access token", "    The old value 7021~Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd5Tf0Ug4Ji7Ko2Lp9Mn3Bv6Cx8Hq7Lw2XbN is revoked.", "Hq7Lw2XbN9eTz4RkYc6Vm3Pa8Zs1Qd5Tf0Ug4Ji7Ko2Lp9Mn3Bv6Cx8Hq7Lw2XbN"},
		{"a column marked required", "Email Address [Required],Password [Required],Org Unit Path [Required]\nana@school.org,harbour-lights-58,/Staff", "harbour-lights-58"},
		{"game keys under their activation line", "Here are your keys (activate in the launcher):\n\nQ7T2X-ELH35-VW2X5\nCKGA9-SSB3L-X8ZPV", "CKGA9-SSB3L-X8ZPV"},
		{"an antivirus activation code", "Family Pack – activation code 4X2Y9-HJK0A-B8KD7-VHJLP, 5 devices", "4X2Y9-HJK0A-B8KD7-VHJLP"},
		{"a PagerDuty routing key", "{\"routing_key\": \"7f8b727eadd9a94180db0a7f964b2744\", \"event_action\": \"trigger\"}", "7f8b727eadd9a94180db0a7f964b2744"},
		{"a column with its unit", "User;Group;Password;Logoff time (min)\nShiftLead;Admins;harbour7lights;12", "harbour7lights"},
		{"a generated password in groups after a login", "the login is pi / zqgE-KzuX-UadM-XKeX for the NAS", "zqgE-KzuX-UadM-XKeX"},
		{"a console's passkey", "Xbox passkey (to buy things) = 038615. Don't let Ben watch", "038615"},
		{"an alarm's duress code", "- duress code: 3577 (silently calls them)", "3577"},
		{"a gate's code after an equals sign", "Remember: front gate = 028808", "028808"},
		{"a safe's dial combination", "safe in the bedroom closet: 55-54-47. passports in there", "55-54-47"},
		{"an answer to a question that goes on past its mark", "[26/10/25, 07:13] Mãe: qual a senha do wifi? o tablet caiu\n[26/10/25, 07:14] Noah: 8o25e7fy4qmb21\n[26/10/25, 07:15] Mãe: deu certo", "8o25e7fy4qmb21"},
		{"an app password with no colon", "SMTP con la cuenta escaner@acme.es y contraseña de aplicación qwhzmtrkpslvbnye.", "qwhzmtrkpslvbnye"},
		{"a new password with its adjective after", "NAS: contraseña nueva Azulejo.Mate73 (la vieja ya no va)", "Azulejo.Mate73"},
		{"a Portuguese password that became", "a senha do HMI ficou zander266, avisa o turno", "zander266"},
		{"a password aligned under a user", "jdbc url   postgresql://db:5432/tags\nuser       ignition\npassword   Pelican_8671XK\nok now", "Pelican_8671XK"},
		{"a Structured Text password", "    sFtpPassword : STRING := 'Kestrel-28DI';", "Kestrel-28DI"},
		{"a Windows tool's /p", "SendPdbs.exe /u builder@studio.gg /p violet.harbor.6 /b game", "violet.harbor.6"},
		{"a card's PIN after its last digits", "Marek: karta firmowa (końcówka 9675) w szufladzie, PIN 2771, zatankuj", "2771"},
		{"a one-time link's token in its path", "your sign-in link (one use):\nhttps://telehealth.example.org/login/magic/fWIyvQbkxangc6vji6aDZ24xE3Fux9dPV6CylBZ\nsee you at 16:30", "fWIyvQbkxangc6vji6aDZ24xE3Fux9dPV6CylBZ"},
		{"Windows' autologon password", "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d Kiosk2291x /f", "Kiosk2291x"},
		{"a new code under the keypad's line", "FYI the med room keypad on ICU was reset after the repair.\nNew code: 41044\nthanks", "41044"},
		{"an alarm's code before what to press", "3. Set the alarm on the panel by the back door: 3791 then AWAY.", "3791"},
		{"a generated password of letters and digits in groups", "[03:10] Hiro: it's app_replicator / vj0760-r8gszf-ykm8r0", "vj0760-r8gszf-ykm8r0"},
		{"a cookie file printed by cat", "$ sudo cat /var/lib/rabbitmq/.erlang.cookie\nFXSNTBQZAUODLQQMLFCD\n$ systemctl restart rabbitmq-server", "FXSNTBQZAUODLQQMLFCD"},
		{"Argo CD's initial password printed", "$ argocd admin initial-password -n argocd\nAlosGJAurUgEByGM\n\n This password must be only used once", "AlosGJAurUgEByGM"},
		{"an Opsgenie key in its header", "-H \"Authorization: GenieKey 2fba3549-5fa2-49a6-a3cb-7a66947fe3bc\"", "2fba3549-5fa2-49a6-a3cb-7a66947fe3bc"},
		{"a Vault token", "vault login hvs.CAESIJx9k2Lm8Pq4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm", "hvs.CAESIJx9k2Lm8Pq4Rt7Yv1Bn5Cs3Df6Gh8Jk0Lz2Xc4Vb6Nm"},
		{"a coding agent's tool call that reads a password", "⏺ Bash(terraform -chdir=infra/prod output -raw db_master_password)\n  ⎿  Tiramisu4FalconX\n\n⏺ Got it.", "Tiramisu4FalconX"},
		{"a keychain read in a tool call", "Bash(security find-generic-password -s docker-hub -w)\n  ⎿  Zebra7924?\n\nThe keychain item exists.", "Zebra7924?"},
		{"a cPanel API token in its header", "curl -H 'Authorization: cpanel rosewood:2FIVASLZCT2DGOP02T4I4RCMRD8PVCB3' 'https://x.nl:2083/execute'", "2FIVASLZCT2DGOP02T4I4RCMRD8PVCB3"},
		{"a key after the Key scheme", "--header 'Authorization: Key os_v2_app_ozwccjr2adhjg473ibdkhcacdi53swb2dtiwwws2gfzl' \\", "os_v2_app_ozwccjr2adhjg473ibdkhcacdi53swb2dtiwwws2gfzl"},
		{"a Together AI key", "tomas-r: tgp_v1_0pWrzMa6Gft-599u0FnSAyrT8Jbz6J54hhdhrwTmbLP — team account", "tgp_v1_0pWrzMa6Gft-599u0FnSAyrT8Jbz6J54hhdhrwTmbLP"},
		{"a password in a URI whose scheme names a driver", "create_engine(\"redshift+redshift_connector://airflow_rw:embervelvet8@dwh.example.com/reporting\")", "embervelvet8"},
		{"a .pgpass line for an address", "# ~/.pgpass\n10.0.2.11:5432:reporting:bpo_ro:1YooPdtryQKobF9arX0uIf92", "1YooPdtryQKobF9arX0uIf92"},
		{"a settings table headed what and value", "| what | value |\n|------|-------|\n| user | readonly |\n| password | Comet_2021 |", "Comet_2021"},
		{"a PIN that spells a year, right after its word", "the laptop is in locker 14, pin 2084. take it for the weekend", "2084"},
		{"a password typed twice", "on the switch I typed Kestrel_Mesa_31 twice and it took it", "Kestrel_Mesa_31"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, []string{c.secret}) })
	}
}

// A password's own question mark asks nothing: the line after it is no answer.
func TestAPasswordsQuestionMarkAsksNothing(t *testing.T) {
	t.Parallel()
	in := "the new password wX@k?EobKB701o.ENx\nTZ=Europe/Stockholm"
	if out := sharedScrubber.Scrub(in).Text; !strings.HasSuffix(out, "\nTZ=Europe/Stockholm") {
		t.Errorf("in: %q\nout: %q", in, out)
	}
}

// A card's last digits and a badge's number on a PIN's line are no PIN.
func TestKeepsNumbersBeforeAPIN(t *testing.T) {
	t.Parallel()
	for in, keep := range map[string]string{
		"Marek: karta firmowa (końcówka 9675) w szufladzie, PIN 2771, zatankuj":        "9675",
		"your badge no. 328816 is ready. The PIN for the turnstile is 952751. Please.": "328816",
		"[12:32] paní Nováková: firemní karta končí na 5641, PIN je 7976":              "5641",
	} {
		if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, keep) {
			t.Errorf("%q lost %q: %q", in, keep, out)
		}
	}
}

// A URI's user named like a key (__token__) is the URI's: its password ends at the @, and the host
// stays.
func TestKeepsTheHostAfterATokenUser(t *testing.T) {
	t.Parallel()
	in := "extra-index-url = https://__token__:glpat-7VcyhaUP82l5un2VJ1no@gitlab.lumenlabs.io/api/v4/projects/77/pypi/simple"
	if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, "@gitlab.lumenlabs.io/api/v4") || strings.Contains(out, "7VcyhaUP82l5") {
		t.Errorf("in: %q\nout: %q", in, out)
	}
}

package main

import (
	"fmt"
	"strings"
)

// Traps: talk about credentials without one, configs with references, code, look-alikes.

func hasTrapTalkSample() Sample { return hasFrame(hasTrapTalkSampleInner()) }

func hasTrapTalkSampleInner() Sample {
	sys := hasP("PowerSchool", "Infinite Campus", "Canvas", "Moodle", "Google Admin", "ClassLink", "Clever", "Destiny", "PaperCut", "the parent portal")
	switch rng.IntN(26) {
	case 0:
		return hasTrap("password-talk", "chat", fmt.Sprintf("the new password policy requires %d characters and no reuse of the last %d passwords", hasN(10, 16), hasN(3, 24)))
	case 1:
		return hasTrap("menu-path", "chat", fmt.Sprintf("go to Admin / Settings / %s and untick the box", hasP("Users", "Devices", "Security", "Password management")))
	case 2:
		return hasTrap("menu-path", "notes", fmt.Sprintf("To reset a student password: Apps > Google Workspace > Directory > Users > %s > Reset password. Tick \"Ask for a password change at the next sign-in\".", hasFull()))
	case 3:
		return hasTrap("password-talk", "chat", fmt.Sprintf("%s forgot her %s password again, can someone with admin rights reset it?", hasUpperFirst(hasName()), sys))
	case 4:
		return hasTrap("placeholder", "markdown", "## Connecting to the SIS\n\nSet `SIS_TOKEN=<your-token>` in `.env`, then run `make sync`. Never commit the real token.")
	case 5:
		return hasTrap("placeholder", "yaml", fmt.Sprintf("clever:\n  district_id: %s\n  token: \"changeme\"\n  # real value lives in the vault", hasHex(24)))
	case 6:
		return hasTrap("placeholder", "chat", "login is admin / <your password>, the one you set at the workshop")
	case 7:
		return hasTrap("login-talk", "chat", fmt.Sprintf("students sign in with their district email / SSO through %s, no separate password", sys))
	case 8:
		return hasTrap("login-talk", "notes", "Username / password fields are case-sensitive. If a student is locked out after 5 tries, wait 15 minutes.")
	case 9:
		return hasTrap("roles", "chat", "we have three roles in the LMS: admin / teacher / student, plus observer for parents")
	case 10:
		return hasTrap("password-talk", "chat-es", fmt.Sprintf("Recuerden que la contraseña debe tener al menos %d caracteres y cambiarse cada %d días.", hasN(8, 14), hasP2(90, 180)))
	case 11:
		return hasTrap("password-talk", "chat-de", "Wer sein Passwort vergessen hat, meldet sich bitte im Sekretariat. Das neue Passwort wird per Brief verschickt.")
	case 12:
		return hasTrap("password-talk", "chat-fr", "Les élèves doivent changer leur mot de passe à la première connexion à l'ENT.")
	case 13:
		return hasTrap("password-talk", "chat-ja", "パスワードを忘れた生徒は、担任の先生に申し出てください。情報担当がリセットします。")
	case 14:
		return hasTrap("password-talk", "email", fmt.Sprintf("Hi all,\n\nReminder: IT will never ask for your password by email. If you got a message asking you to \"verify your %s password\", report it as phishing.\n\nThanks,\nTech Department", sys))
	case 15:
		return hasTrap("placeholder", "chat", "the wifi password is on the sticker behind the front desk, I'm not going to post it here")
	case 16:
		return hasTrap("placeholder", "env", "CANVAS_TOKEN=xxxx\nCANVAS_URL=https://canvas.example.edu\nMOODLE_TOKEN=YOUR_TOKEN_HERE")
	case 17:
		return hasTrap("password-talk", "ticket", fmt.Sprintf("INC-%d | Password reset request for %s. Identity verified with badge. Reset link sent to the user's recovery email. Closed.", hasN(100000, 999999), hasEmail()))
	case 18:
		return hasTrap("password-talk", "chat", "did you turn on 2-step verification for the super admins? the backup codes are printed and in the safe")
	case 19:
		return hasTrap("masked", "chat", fmt.Sprintf("the screen shows password: ******** and user %s, but it still won't connect", hasUser()))
	case 20:
		return hasTrap("password-talk", "chat-ru", "Пароль от журнала не пришлю в чат, зайдите в учительскую, я продиктую.")
	case 21:
		return hasTrap("password-talk", "chat-pt", "A senha padrão foi desativada; cada professor cria a própria no primeiro acesso.")
	case 22:
		return hasTrap("login-talk", "notes", fmt.Sprintf("Parent portal FAQ\nQ: What is my login?\nA: Your email address on file with the school.\nQ: I never got the activation email.\nA: Call the office at ext. %d.", hasN(100, 999)))
	case 23:
		return hasTrap("password-talk", "chat", fmt.Sprintf("password expiry for staff is %d days, students never expire; we decided that at the %s meeting", hasP2(90, 365), hasP("August", "September", "board")))
	case 24:
		return hasTrap("menu-path", "chat", "Teacher / Student view toggle is at the top right in Canvas; Account / Settings / Approved Integrations to see tokens")
	default:
		return hasTrap("password-talk", "chat-zh", "学生第一次登录时需要修改初始密码，密码至少八位。")
	}
}

func hasTrapConfigSample() Sample { return hasFrame(hasTrapConfigSampleInner()) }

func hasTrapConfigSampleInner() Sample {
	switch rng.IntN(20) {
	case 0:
		return hasTrap("env-ref", "yaml", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: sis-db\n        key: password")
	case 1:
		return hasTrap("env-ref", "env", fmt.Sprintf("SIS_BASE_URL=https://%s\nSIS_CLIENT_ID=${SIS_CLIENT_ID}\nSIS_CLIENT_SECRET=${SIS_CLIENT_SECRET}\nSYNC_INTERVAL=15m", hasHost()))
	case 2:
		return hasTrap("url", "chat", fmt.Sprintf("the gradebook export is at https://%s/reports/gradebook?term=%d&section=%d", hasHost(), hasN(1, 4), hasN(1000, 9999)))
	case 3:
		return hasTrap("email", "chat", fmt.Sprintf("send the field trip forms to %s and cc %s", hasEmail(), hasEmail()))
	case 4:
		return hasTrap("username", "chat", fmt.Sprintf("%s's username is %s%s%d, she's in homeroom %d", hasFull(), hasName()[:1], hasP(hasLast...), hasN(10, 99), hasN(100, 330)))
	case 5:
		return hasTrap("hostname", "notes", fmt.Sprintf("Servers\n- %s (VM, Ubuntu 22.04)\n- %s (Windows Server 2022)\n- %s (appliance)", hasHost(), hasHost(), hasHost()))
	case 6:
		return hasTrap("config", "yaml", fmt.Sprintf("sync:\n  source: powerschool\n  schedule: \"0 5 * * *\"\n  schools: [%d, %d, %d]\n  dry_run: false\n  password_policy:\n    min_length: 12\n    require_symbol: true", hasN(100, 999), hasN(100, 999), hasN(100, 999)))
	case 7:
		return hasTrap("config", "ini", fmt.Sprintf("[printer]\nname = %s\nip = 10.%d.%d.%d\nduplex = true\nuse_auth = yes\nauth_source = ldap", hasP("LIB-MFP-2", "B-WING-HP"), hasN(10, 40), hasN(0, 255), hasN(2, 250)))
	case 8:
		return hasTrap("url", "markdown", "Useful links:\n- [Canvas status](https://status.instructure.com)\n- [ClassLink LaunchPad](https://launchpad.classlink.com/"+hasP(hasDistricts...)+")\n- [Google Admin](https://admin.google.com)")
	case 9:
		return hasTrap("db-url", "env", fmt.Sprintf("DATABASE_URL=postgres://%s/reporting?sslmode=require\nDB_USER=reporting\n# password from Vault at runtime", hasHost()))
	case 10:
		return hasTrap("config", "json", fmt.Sprintf("{\n  \"lti\": {\n    \"issuer\": \"https://canvas.instructure.com\",\n    \"client_id\": \"%d\",\n    \"deployment_id\": \"%d:%s\",\n    \"jwks_url\": \"https://%s.instructure.com/api/lti/security/jwks\"\n  }\n}", hasN(10000000000000, 99999999999999), hasN(1, 999), hasHex(40), hasP(hasDistricts...)))
	case 11:
		return hasTrap("ssid", "chat", fmt.Sprintf("staff devices go on %s-Staff (802.1X, sign in with your district account), guests on %s-Guest with the captive portal", strings.Fields(hasSchool())[0], strings.Fields(hasSchool())[0]))
	case 12:
		return hasTrap("file-path", "chat", fmt.Sprintf("exports are in \\\\nas02\\sis\\exports\\%d\\enrollment_%02d.csv and /srv/roster/archive/", hasN(2023, 2026), hasN(1, 12)))
	case 13:
		return hasTrap("config", "toml", "[auth]\nprovider = \"saml\"\nidp_metadata_url = \"https://login.microsoftonline.com/common/FederationMetadata/2007-06/FederationMetadata.xml\"\npassword_login = false")
	case 14:
		return hasTrap("k8s", "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: bell-schedule\ndata:\n  TIMEZONE: America/Denver\n  LATE_START_DAY: Wednesday\n  PERIODS: \"%d\"", hasN(6, 8)))
	case 15:
		return hasTrap("compose", "yaml", "services:\n  moodle:\n    image: bitnami/moodle:4.3\n    environment:\n      MOODLE_DATABASE_PASSWORD_FILE: /run/secrets/moodle_db\n    secrets:\n      - moodle_db")
	case 16:
		return hasTrap("command", "shell", fmt.Sprintf("$ gam print users query \"orgUnitPath='/Students/Grade %d'\" fields primaryemail,suspended > grade.csv", hasN(6, 12)))
	case 17:
		return hasTrap("command", "shell", "mysql -u reporting -p -h sis-db.internal\nEnter password:")
	case 18:
		return hasTrap("command", "shell", fmt.Sprintf("docker login --username %s --password-stdin ghcr.io < ~/.ghcr_token", hasName()))
	default:
		return hasTrap("config", "xml", "<add key=\"PasswordMinLength\" value=\"12\" />\n<add key=\"PasswordResetUrl\" value=\"https://passwordreset.microsoftonline.com\" />")
	}
}

func hasTrapCodeSample() Sample { return hasFrame(hasTrapCodeSampleInner()) }

func hasTrapCodeSampleInner() Sample {
	switch rng.IntN(18) {
	case 0:
		return hasTrap("code", "python", "password = os.environ[\"SIS_PASSWORD\"]\nif len(password) < 12:\n    raise ValueError(\"password too short\")")
	case 1:
		return hasTrap("code", "js", "function validatePassword(pw) {\n  return pw.length >= 12 && /[0-9]/.test(pw) && /[^A-Za-z0-9]/.test(pw);\n}")
	case 2:
		return hasTrap("code", "go", "token := os.Getenv(\"CANVAS_TOKEN\")\nif token == \"\" {\n\tlog.Fatal(\"CANVAS_TOKEN not set\")\n}")
	case 3:
		return hasTrap("code", "csharp", "public string PasswordHash { get; set; }\npublic bool MustChangePassword { get; set; }")
	case 4:
		return hasTrap("code", "sql", fmt.Sprintf("SELECT student_number, last_name, grade_level\nFROM students\nWHERE schoolid = %d AND enroll_status = 0\nORDER BY last_name;", hasN(100, 999)))
	case 5:
		return hasTrap("code", "python", "def reset_password(user, new_password):\n    user.set_password(new_password)\n    user.must_change = True\n    user.save()")
	case 6:
		return hasTrap("code", "java", "String secret = vault.read(\"secret/clever\").get(\"token\");\nclient.setToken(secret);")
	case 7:
		return hasTrap("code", "apps-script", "const TOKEN = PropertiesService.getScriptProperties().getProperty('CANVAS_TOKEN');")
	case 8:
		return hasTrap("code", "php", "$hash = password_hash($_POST['password'], PASSWORD_DEFAULT);\nif (!password_verify($input, $hash)) { http_response_code(401); }")
	case 9:
		return hasTrap("log", "log", fmt.Sprintf("%s INFO auth: user=%s login ok (method=saml)\n%s WARN auth: user=%s failed password attempt 3/5", hasTS(), hasUser(), hasTS(), hasUser()))
	case 10:
		return hasTrap("log", "log", fmt.Sprintf("%s DEBUG oneroster: token=[REDACTED] expires_in=3600 scope=roster-core.readonly", hasTS()))
	case 11:
		return hasTrap("stack-trace", "trace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/sync/canvas.py\", line %d, in fetch\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://%s.instructure.com/api/v1/courses", hasN(20, 300), hasP(hasDistricts...)))
	case 12:
		return hasTrap("diff", "diff", "--- a/settings.py\n+++ b/settings.py\n@@ -4 +4 @@\n-EMAIL_HOST_PASSWORD = os.getenv('SMTP_PASS', '')\n+EMAIL_HOST_PASSWORD = os.environ['SMTP_PASS']")
	case 13:
		return hasTrap("variables", "chat", "rename `teacherPassword` to `teacher_password_hash` and `api_key_id` to `apiKeyRef` in the model")
	case 14:
		return hasTrap("code", "bash", "read -s -p \"Password for $USER: \" PASS\necho\nsshpass -e ssh \"$USER@$HOST\"")
	case 15:
		return hasTrap("code", "powershell", "$cred = Get-Credential -UserName \"DISTRICT\\svc_print\" -Message \"Enter the print service password\"")
	case 16:
		return hasTrap("code", "python", fmt.Sprintf("GRADE_WEIGHTS = {\"homework\": 0.%d, \"quizzes\": 0.3, \"tests\": 0.5}\nPASSING = %d", hasN(1, 2), hasN(60, 70)))
	default:
		return hasTrap("code", "yaml-ci", "test:\n  script:\n    - pytest -q\n  variables:\n    DB_PASSWORD: $CI_DB_PASSWORD")
	}
}

func hasTrapLookalikeSample() Sample { return hasFrame(hasTrapLookalikeSampleInner()) }

func hasTrapLookalikeSampleInner() Sample {
	switch rng.IntN(16) {
	case 0:
		return hasTrap("ssh-public-key", "text", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hasR(alnum+"+/", 43), hasName(), hasP("chromebox", "it-laptop", "lab-pi")))
	case 1:
		var lines []string
		lines = append(lines, "MIID"+hasR(alnum+"+/", 60))
		for i := 0; i < hasN(3, 6); i++ {
			lines = append(lines, hasR(alnum+"+/", 64))
		}
		return hasTrap("certificate", "pem", "IdP signing certificate (public, safe to share with ClassLink):\n-----BEGIN CERTIFICATE-----\n"+strings.Join(lines, "\n")+"\n-----END CERTIFICATE-----")
	case 2:
		return hasTrap("publishable-key", "html", fmt.Sprintf("<script>\n  const stripe = Stripe('pk_live_%s');\n</script>", hasR(alnum, 24)))
	case 3:
		return hasTrap("base64-data", "json", fmt.Sprintf("{\"file\": \"permission_slip.txt\", \"content\": \"%s\"}", hasB64Of(fmt.Sprintf("Field trip to the science museum on %d/%d. Bus leaves at 8:15.", hasN(1, 12), hasN(1, 28)))))
	case 4:
		return hasTrap("public-key", "pem", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+hasR(alnum+"+/", 20)+"\n"+hasR(alnum+"+/", 64)+"\n"+hasR(alnum+"+/", 64)+"\nIDAQAB\n-----END PUBLIC KEY-----")
	case 5:
		return hasTrap("publishable-key", "js", fmt.Sprintf("mapboxgl.accessToken = 'pk.eyJ1Ijoi%s.%s'; // public token, URL-restricted to the bus map", hasR(b64url, 30), hasR(b64url, 22)))
	case 6:
		return hasTrap("jwks", "json", fmt.Sprintf("{\"keys\":[{\"kty\":\"RSA\",\"kid\":\"%s\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"%s\"}]}", hasHex(16), hasR(b64url, 86)))
	case 7:
		return hasTrap("base64-data", "html", fmt.Sprintf("<img alt=\"school logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\">", hasR(alnum+"+/", 60)))
	case 8:
		return hasTrap("lookalike", "chat", fmt.Sprintf("the password field is now 'passw0rd_reset_required' in the export, the column name not an actual password (ticket %d)", hasN(1000, 9999)))
	case 9:
		return hasTrap("lookalike", "chat", fmt.Sprintf("key: %s-%s (that's the Chromebook %s license SKU, not a secret)", strings.ToUpper(hasR(lower, 4)), fmt.Sprint(hasN(1000, 9999)), hasP("Education Upgrade", "Kiosk", "Enterprise")))
	case 10:
		return hasTrap("hash", "text", fmt.Sprintf("sha1sum testing_schedule_2025.pdf\n%s  testing_schedule_2025.pdf", hasHex(40)))
	case 11:
		return hasTrap("client-id", "chat", fmt.Sprintf("Google OAuth client ID for the sign-in button: %d-%s.apps.googleusercontent.com (public, it's in the page source anyway)", hasN(100000000000, 999999999999), hasR(lower+digits, 32)))
	case 12:
		return hasTrap("lookalike", "chat", fmt.Sprintf("Kahoot game PIN for 3rd period is %d, join at kahoot.it", hasN(100000, 9999999)))
	case 13:
		return hasTrap("lookalike", "chat", fmt.Sprintf("Google Classroom class code: %s — students join with it in the app", hasR("abcdefghjkmnpqrstuvwxyz23456789", 7)))
	case 14:
		return hasTrap("lookalike", "chat", fmt.Sprintf("Zoom meeting ID %d %d %d for the board meeting livestream (public link on the website)", hasN(800, 999), hasN(1000, 9999), hasN(1000, 9999)))
	default:
		return hasTrap("lookalike", "text", fmt.Sprintf("otpauth is disabled for students; staff enroll at https://aka.ms/mfasetup — contact %s for help", hasEmail()))
	}
}

// hasFrame gives a trap a varied surrounding so fixed snippets do not repeat.
func hasFrame(s Sample) Sample {
	lead := ""
	switch rng.IntN(8) {
	case 0:
		lead = fmt.Sprintf("From the %s tech wiki (updated %d/%d):\n", hasSchool(), hasN(1, 12), hasN(1, 28))
	case 1:
		lead = fmt.Sprintf("%s wrote:\n", hasFull())
	case 2:
		lead = fmt.Sprintf("[%s] ", hasTS())
	case 3:
		lead = fmt.Sprintf("note %d/%d, ", hasN(1, 12), hasN(1, 28))
	case 4:
		lead = fmt.Sprintf("Re: question from %s (%s)\n\n", hasUpperFirst(hasName()), hasSchool())
	case 5:
		lead = fmt.Sprintf("saved for the %s PD day:\n", hasP("August", "January", "spring", "October"))
	}
	tail := ""
	switch rng.IntN(6) {
	case 0:
		tail = fmt.Sprintf("\n(ticket %d)", hasN(10000, 99999))
	case 1:
		tail = "\n— " + hasFull()
	case 2:
		tail = fmt.Sprintf("\nasked again on %d/%d", hasN(1, 12), hasN(1, 28))
	}
	s.Text = lead + s.Text + tail
	return s
}

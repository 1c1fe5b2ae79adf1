package main

import "strings"

// Traps of talk about passwords, logins without passwords, code that handles credentials,
// phone numbers, dates and ordinary multi-line notes.

func hbeTrapSamplesC() []Sample {
	var out []Sample
	for i := 0; i < 112; i++ {
		n := hbeName()
		sys := hbeSystem()
		var s Sample
		switch i % 28 {
		case 0:
			s = hbeTrap("password-talk", "chat", hbeF("the %s password policy requires %d characters and a symbol, and it expires every %s days", sys, hbeN(10, 16), hbeP("60", "90", "180")))
		case 1:
			s = hbeTrap("password-talk", "chat", hbeF("%s forgot the %s password again, I sent a reset link to the reservations inbox", n, sys))
		case 2:
			s = hbeTrap("login-no-pw", "chat", hbeF("%s login is admin / ask %s for the password", sys, n))
		case 3:
			s = hbeTrap("login-no-pw", "yaml", hbeF("# %s\nlogin: admin / (in the vault, entry \"%s\")\nurl: https://%s.example-hotel.com", sys, strings.ToLower(strings.ReplaceAll(sys, " ", "-")), hbeP("admin", "backoffice", "pms", "extranet", "portal")))
		case 4:
			s = hbeTrap("password-talk", "chat-es", hbeF("%s, la contraseña de %s caduca el %s, cámbiala desde Mi perfil / Seguridad", n, sys, hbeDate()))
		case 5:
			s = hbeTrap("password-talk", "chat-de", hbeF("Das Passwort für %s liegt im Passwort-Manager unter \"Hotels/Extranets\", bitte nicht per Mail schicken.", sys))
		case 6:
			s = hbeTrap("password-talk", "chat-fr", hbeF("Le mot de passe de %s a été réinitialisé, vous recevrez un e-mail avec le lien avant %d h.", sys, hbeN(9, 18)))
		case 7:
			s = hbeTrap("code", "python", hbeF("def %s(session, username: str, password: str) -> Token:\n    if not password:\n        raise ValueError(\"password required\")\n    resp = session.post(%s_AUTH_URL, data={\"user\": username, \"pass\": password}, timeout=%d)\n    return Token(resp.json()[\"access_token\"])", hbeP("login", "sign_in", "authenticate", "open_session"), hbeP("SABRE", "HBEDS", "CM", "RAIL"), hbeN(5, 60)))
		case 8:
			s = hbeTrap("code", "go", hbeF("func (c *%sClient) Auth(ctx context.Context) error {\n\tpw := os.Getenv(\"%s_PASSWORD\")\n\tif pw == \"\" {\n\t\treturn errors.New(\"missing password for %s\")\n\t}\n\treturn c.login(ctx, c.user, pw)\n}", hbeP("Sabre", "Amadeus", "Galileo", "Hotelbeds"), hbeP("SABRE", "AMADEUS", "GALILEO", "HOTELBEDS"), hbeP("pcc", "office", "agency", "user")))
		case 9:
			vn := hbeP("password", "pw", "secret")
			s = hbeTrap("code", "js", hbeF("const %[1]s = process.env.%[2]s_PASSWORD;\nconst token = await getToken(config.username, %[1]s);\nif (!token) throw new Error('auth failed for ' + config.username + ' after %[3]d tries');", vn, hbeP("CM", "PMS", "GDS", "RAIL"), hbeN(1, 5)))
		case 10:
			s = hbeTrap("code", "yaml", hbeF("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db-%s\n        key: password", hbeP("booking", "pms", "rates", "gds"), hbeR(hbeLower, 4)))
		case 11:
			s = hbeTrap("code", "sql", hbeF("ALTER TABLE agents ADD COLUMN password_hash TEXT NOT NULL;\nUPDATE agents SET must_reset_password = true WHERE last_login < '2025-0%d-01';", hbeN(1, 9)))
		case 12:
			s = hbeTrap("phone", "chat", hbeF("%s's emergency number on tour is +%s %d %s %s", n, hbeP("34", "49", "90", "81", "351"), hbeN(600, 699), hbeR(hbeDig, 3), hbeR(hbeDig, 3)))
		case 13:
			s = hbeTrap("dates", "notes", hbeF("Season dates\nHigh: 01.07.2026 – 31.08.2026\nShoulder: %s – %s\nBlackout: 24–26 DEC\nMin stay 3 nights", hbeDate(), hbeDate()))
		case 14:
			s = hbeTrap("meeting", "notes", hbeF("Weekly ops meeting %s\n- %s: new allotment with %s\n- reminder: 2FA is mandatory on all extranets from next month\n- passwords go in the vault, never in chat\n- next meeting Thursday 10:00", hbeDate(), n, hbeHotel()))
		case 15:
			s = hbeTrap("ticket", "ticket", hbeF("HELP-%d: \"Invalid password\" on %s for user %s\nSteps: reset via Forgot password, still failing.\nPriority: P%d", hbeN(1000, 9999), sys, hbeUser(), hbeN(1, 4)))
		case 16:
			s = hbeTrap("runbook", "markdown", hbeF("### Rotating the %s credentials\n\n1. Log in to the partner portal as an admin.\n2. Open *Account / API access* and click **Regenerate**.\n3. Store the new value in Vault at `secret/travel/%s`.\n4. Restart the `rates-worker` deployment.", sys, strings.ToLower(hbeR(hbeLower, 8))))
		case 17:
			s = hbeTrap("variable-names", "python", hbeF("PASSWORD_MIN_LENGTH = %d\nTOKEN_TTL_SECONDS = %s\nAPI_KEY_HEADER = \"X-Api-Key\"\nSECRET_NAME = \"ota/%s\"", hbeN(8, 16), hbeP("3600", "900", "86400"), strings.ToLower(hbeR(hbeLower, 6))))
		case 18:
			s = hbeTrap("chat", "chat", hbeF("%s: token bucket on the availability API is %d req/s, we hit it during the flash sale", n, hbeN(5, 50)))
		case 19:
			s = hbeTrap("chat-it", "chat-it", hbeF("%s, il gruppo arriva con il volo %s alle %d:%02d, il pullman aspetta al terminal %d", n, hbeFlight(), hbeN(6, 22), hbeN(0, 59), hbeN(1, 3)))
		case 20:
			s = hbeTrap("chat-tr", "chat-tr", hbeF("Rehber %s: yarın sabah 07:30'da lobide buluşuyoruz, Kapadokya turu %s", n, hbePrice()))
		case 21:
			s = hbeTrap("chat-zh", "chat-zh", hbeF("%s 预订已确认，确认号 %s，含早餐，%s 入住", hbeHotel(), hbeHotelConf(), hbeDate()))
		case 22:
			s = hbeTrap("chat-ru", "chat-ru", hbeF("Группа %s прилетает рейсом %s, трансфер заказан, ваучер %s", hbeR(hbeUpper, 2)+hbeR(hbeDig, 3), hbeFlight(), hbeR(hbeDig, 7)))
		case 23:
			s = hbeTrap("shell", "shell", hbeF("$ kubectl get secret booking-engine -n travel\nNAME             TYPE     DATA   AGE\nbooking-engine   Opaque   %d      %dd", hbeN(2, 6), hbeN(2, 300)))
		case 24:
			s = hbeTrap("shell", "shell", hbeF("$ mysql -h db.bookings.internal -u reporting -p pms\nEnter password:\nmysql> SELECT COUNT(*) FROM reservations WHERE arrival = '2026-0%d-1%d';", hbeN(1, 9), hbeN(0, 9)))
		case 25:
			s = hbeTrap("log", "log", hbeF("2026-05-0%d 22:14:0%d INFO auth ok user=%s method=password mfa=totp ip=%d.%d.%d.%d", hbeN(1, 9), hbeN(0, 9), hbeUser(), hbeN(1, 223), hbeN(0, 255), hbeN(0, 255), hbeN(1, 254)))
		case 26:
			s = hbeTrap("wifi-talk", "notes", hbeF("Welcome pack for the group\nBreakfast 7:00–%d:30, terrace\nWi-Fi: %s (password at reception)\nCheck-out %d:00", hbeN(9, 11), hbeP("Miramar_Guest", "Riad-Guest", "Lobby5G"), hbeN(10, 12)))
		default:
			s = hbeTrap("door-talk", "chat", hbeF("the key safe code for the apartment will be sent by SMS on the day of arrival (%s), %s", hbeDate(), hbeP("don't worry", "no need to call", "check your phone around 14:00")))
		}
		out = append(out, s)
	}
	return out
}

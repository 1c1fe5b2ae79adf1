package main

import (
	"fmt"
	"strings"
)

// Traps from the motor trade: VINs, plates, part numbers, RO numbers, fault codes, paint codes,
// menu paths, talk about passwords, placeholders and code that handles passwords.

func hbcTrapPlan() []hbcPlanItem {
	return []hbcPlanItem{
		{15, hbcTrapVIN},
		{12, hbcTrapPlate},
		{15, hbcTrapParts},
		{15, hbcTrapRO},
		{15, hbcTrapDTC},
		{12, hbcTrapKeyTagPaint},
		{12, hbcTrapCustomerText},
		{15, hbcTrapMenuPath},
		{20, hbcTrapPwTalk},
		{15, hbcTrapPlaceholder},
		{15, hbcTrapPwCode},
	}
}

func hbcTrapVIN() Sample {
	v := hbcVIN()
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("vin", "chat", fmt.Sprintf("can you check recalls on %s? customer says the airbag light is on", v))
	case 1:
		return hbcTrap("vin", "notes", fmt.Sprintf("Stock check\nVIN: %s\nLocation: back lot row %s\nPDI done: yes", v, hbcR("ABCDEF", 1)))
	case 2:
		return hbcTrap("vin", "csv", fmt.Sprintf("stock_no,vin,make,model,km\n%s,%s,%s,%s,%d\n%s,%s,%s,%s,%d", hbcD(5), v, "VW", "Golf", hbcIn(5, 90000), hbcD(5), hbcVIN(), "Toyota", "Yaris", hbcIn(5, 90000)))
	case 3:
		return hbcTrap("vin", "de", fmt.Sprintf("Fahrzeug-Ident-Nr. %s, Erstzulassung %02d.%d", v, hbcIn(1, 12), hbcIn(2015, 2024)))
	case 4:
		return hbcTrap("vin", "json", fmt.Sprintf("{\"vin\": \"%s\", \"mileage\": %d, \"fuel\": \"%s\"}", v, hbcIn(1000, 200000), hbcP("diesel", "petrol", "hybrid", "EV")))
	default:
		return hbcTrap("vin", "chat", fmt.Sprintf("%s: chassis no. ends in %s, it's the grey one by the wash bay", hbcPerson(), v[11:]))
	}
}

func hbcTrapPlate() Sample {
	pl := hbcPlate()
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("plate", "chat", fmt.Sprintf("%s is booked in for a service at 9:30, courtesy car needed", pl))
	case 1:
		return hbcTrap("plate", "notes", fmt.Sprintf("Rental returns today:\n- %s (fuel 3/4)\n- %s (scratch rear bumper)\n- %s", pl, hbcPlate(), hbcPlate()))
	case 2:
		return hbcTrap("plate", "fr", fmt.Sprintf("Le véhicule immatriculé %s attend la carrosserie.", pl))
	case 3:
		return hbcTrap("plate", "sms", fmt.Sprintf("Hi, it's %s. Your car %s has passed its MOT. You can collect it after 4pm.", hbcDealer(), pl))
	default:
		return hbcTrap("plate", "nl", fmt.Sprintf("Kenteken %s staat klaar voor APK.", pl))
	}
}

func hbcTrapParts() Sample {
	pn := hbcPartNo()
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("part-number", "chat", fmt.Sprintf("ordered %s x%d, ETA Thursday", pn, hbcIn(1, 4)))
	case 1:
		return hbcTrap("part-number", "markdown-table", fmt.Sprintf("| Part no. | Description | Qty | Price |\n|---|---|---|---|\n| %s | Oil filter | 1 | %d.50 |\n| %s | Drain plug washer | 1 | 1.20 |\n| %s | Wiper blade set | 1 | %d.99 |", pn, hbcIn(8, 20), hbcPartNo(), hbcPartNo(), hbcIn(15, 40)))
	case 2:
		return hbcTrap("part-number", "de", fmt.Sprintf("Teilenummer %s ist im Rückstand, Lieferung KW %d", pn, hbcIn(1, 52)))
	case 3:
		return hbcTrap("part-number", "email", fmt.Sprintf("Hi parts,\n\nPlease supersede %s with %s on the job. The old number is discontinued.\n\nThanks", pn, hbcPartNo()))
	case 4:
		return hbcTrap("part-number", "notes", fmt.Sprintf("ETKA lookup: %s fits MQB platform, PR code %s", pn, hbcR(upper, 1)+hbcD(2)+hbcR(upper, 1)))
	default:
		return hbcTrap("part-number", "csv", fmt.Sprintf("sku,supplier_ref,bin\n%s,%s,%s", strings.ReplaceAll(pn, " ", ""), hbcR(upper+digits, 10), hbcR(upper, 1)+"-"+hbcD(2)+"-"+hbcD(2)))
	}
}

func hbcTrapRO() Sample {
	ro := hbcRO()
	odo := hbcIn(1000, 240000)
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("ro", "chat", fmt.Sprintf("%s closed, %d km, next service at %d km or 12 months", ro, odo, odo+15000))
	case 1:
		return hbcTrap("ro", "notes", fmt.Sprintf("%s\nCustomer concern: knocking noise front left over bumps\nFound: drop link worn\nLabour: %.1f h\nOdometer in: %d mi", ro, float64(hbcIn(5, 40))/10, odo))
	case 2:
		return hbcTrap("ro", "log", fmt.Sprintf("2025-%02d-%02d 14:%02d INFO dms: repair order %s status=INVOICED total=%d.%02d", hbcIn(1, 12), hbcIn(1, 28), hbcIn(10, 59), hbcD(7), hbcIn(80, 2000), hbcIn(0, 99)))
	case 3:
		return hbcTrap("ro", "de", fmt.Sprintf("%s: Inspektion mit Ölwechsel, Kilometerstand %d, nächste HU %02d/%d", ro, odo, hbcIn(1, 12), hbcIn(2025, 2027)))
	case 4:
		return hbcTrap("ro", "chat", fmt.Sprintf("warranty claim %s-%s submitted for %s", hbcR(upper, 2), hbcD(8), ro))
	default:
		return hbcTrap("ro", "notes", fmt.Sprintf("Service plan: oil every %d km / %d months, brake fluid every 2 years, cambelt at %d km", hbcIn(1, 3)*10000, hbcIn(12, 24), hbcIn(6, 12)*10000))
	}
}

func hbcTrapDTC() Sample {
	c := hbcDTC()
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("dtc", "chat", fmt.Sprintf("%s stored again after clearing, cat probably done", c))
	case 1:
		return hbcTrap("dtc", "log", fmt.Sprintf("ODIS session %s\nAddress 01 Engine: %s - %s\nAddress 19 Gateway: %s - no communication\nFreeze frame: %d rpm, %d °C", hbcD(8), c, hbcP("catalyst efficiency below threshold", "misfire detected", "system too lean"), hbcP("U0100", "U0121", "U0415"), hbcIn(700, 4000), hbcIn(20, 105)))
	case 2:
		return hbcTrap("dtc", "notes", fmt.Sprintf("Fault codes read with %s:\n- %s\n- %s\nCleared, road tested 12 km, no return.", hbcP("ISTA", "Techstream", "Autel", "Xentry"), c, hbcDTC()))
	case 3:
		return hbcTrap("dtc", "es", fmt.Sprintf("El coche marca %s, revisar sonda lambda", c))
	case 4:
		return hbcTrap("dtc", "ja", fmt.Sprintf("故障コード %s を確認しました。", c))
	default:
		return hbcTrap("dtc", "ticket", fmt.Sprintf("TSB %s-%s: intermittent %s on 2.0 TDI, update ECU software to %s", hbcD(2), hbcD(2), c, hbcR(upper, 1)+hbcD(3)))
	}
}

func hbcTrapKeyTagPaint() Sample {
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("key-tag", "chat", fmt.Sprintf("keys are on tag %d in the cabinet", hbcIn(1, 400)))
	case 1:
		return hbcTrap("paint", "notes", fmt.Sprintf("Paint code %s, blend into rear door, %s", hbcPaint(), hbcP("clear coat whole panel", "2K primer on the repair", "polish after 24 h")))
	case 2:
		return hbcTrap("paint", "chat", fmt.Sprintf("body shop needs %s mixed, 0.5 l, the colour on the sticker in the door jamb", hbcPaint()))
	case 3:
		return hbcTrap("key-tag", "csv", fmt.Sprintf("tag,plate,status\n%d,%s,out\n%d,%s,in", hbcIn(1, 400), hbcPlate(), hbcIn(1, 400), hbcPlate()))
	default:
		return hbcTrap("key-tag", "de", fmt.Sprintf("Schlüsselanhänger %s-%d, Fahrzeug steht auf Platz %d", hbcR(upper, 1), hbcIn(1, 200), hbcIn(1, 80)))
	}
}

func hbcTrapCustomerText() Sample {
	name := hbcP("Mr Patel", "Mrs Jones", "Herr Schulz", "Sophie", "Mr Okafor", "Ms Rossi")
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("customer-text", "sms", fmt.Sprintf("Hi %s, your %s is ready for collection. Total £%d.%02d. We're open till 6.", name, hbcP("Golf", "Corolla", "3 Series", "Fiesta"), hbcIn(90, 900), hbcIn(0, 99)))
	case 1:
		return hbcTrap("customer-text", "sms", fmt.Sprintf("%s: reminder, your car is due a service on %02d/%02d. Reply YES to book or call 01632 960%03d.", hbcDealer(), hbcIn(1, 28), hbcIn(1, 12), hbcIn(0, 999)))
	case 2:
		return hbcTrap("customer-text", "whatsapp", fmt.Sprintf("Hello %s, the tyres have arrived. We can fit them tomorrow at %d:00. Booking ref %s.", name, hbcIn(8, 16), hbcR(upper, 2)+hbcD(5)))
	case 3:
		return hbcTrap("customer-text", "de", fmt.Sprintf("Guten Tag %s, Ihr Fahrzeug ist fertig. Abholung ab 16 Uhr möglich.", name))
	case 4:
		return hbcTrap("customer-text", "email", fmt.Sprintf("Dear %s,\n\nThank you for renting with us. Your reservation %s is confirmed for %02d/%02d. Please bring your driving licence and a credit card in your name.\n\nKind regards", name, hbcR(upper, 3)+hbcD(6), hbcIn(1, 28), hbcIn(1, 12)))
	default:
		return hbcTrap("customer-text", "sms", fmt.Sprintf("Your one-time code will be sent by SMS when you collect the car. Please have your phone with you. – %s", hbcDealer()))
	}
}

func hbcEnvName() string {
	return hbcP("DMS", "KEYLOOP", "CDK", "PARTS_DB", "FLEET_API", "ROUTEONE", "WORKSHOP_DB", "GEKO") + hbcP("_PASSWORD", "_PASS", "_PWD", "_SECRET", "_TOKEN")
}

func hbcMakeModel() (string, string) {
	switch rng.IntN(6) {
	case 0:
		return "VW", hbcP("Passat", "Golf", "Tiguan", "Polo")
	case 1:
		return "BMW", hbcP("320d", "X3", "118i", "i4")
	case 2:
		return "Toyota", hbcP("Corolla", "RAV4", "Yaris", "C-HR")
	case 3:
		return "Ford", hbcP("Focus", "Transit", "Kuga", "Puma")
	case 4:
		return "Skoda", hbcP("Octavia", "Fabia", "Kodiaq")
	default:
		return "Renault", hbcP("Clio", "Megane", "Kangoo")
	}
}

func hbcTrapMenuPath() Sample {
	sys := hbcSystem()
	mk, md := hbcMakeModel()
	switch rng.IntN(9) {
	case 0:
		return hbcTrap("menu-path", "chat", fmt.Sprintf("in %s go to Admin / Settings / Users to add the new %s", sys, hbcP("tech", "advisor", "apprentice", "parts clerk")))
	case 1:
		return hbcTrap("menu-path", "runbook", fmt.Sprintf("1. Open %s\n2. Service > Repair Orders > %s\n3. Filter by advisor\n4. Export", sys, hbcP("Open", "Closed", "Warranty", "Internal")))
	case 2:
		return hbcTrap("menu-path", "notes", fmt.Sprintf("Make / Model: %s / %s\nEngine / Gearbox: %s / %s\nService / MOT: %s", mk, md, hbcP("2.0 TDI", "1.5 TSI", "1.8 Hybrid", "2.0d"), hbcP("DSG", "manual", "auto", "CVT"), hbcP("both due", "service only", "MOT only")))
	case 3:
		return hbcTrap("menu-path", "chat", fmt.Sprintf("login screen / home page is fine, it breaks on Parts / Stock / %s", hbcP("Transfer", "Receive", "Returns", "Stocktake")))
	case 4:
		return hbcTrap("menu-path", "chat", fmt.Sprintf("Reports / Workshop / Efficiency shows %d%% for last week", hbcIn(60, 120)))
	case 5:
		return hbcTrap("menu-path", "de", fmt.Sprintf("Menü: Verwaltung / Benutzer / Rollen – dort die Rolle %s vergeben", hbcP("Werkstattmeister", "Serviceberater", "Teiledienst", "Azubi")))
	case 6:
		return hbcTrap("menu-path", "chat", fmt.Sprintf("user / group for the share should be %s / %s", hbcUser(), hbcP("workshop", "parts", "sales", "office")))
	case 7:
		return hbcTrap("menu-path", "fr", fmt.Sprintf("Chemin : Administration / Paramètres / %s", hbcP("Imprimantes", "Utilisateurs", "Sites", "Taux horaires")))
	default:
		return hbcTrap("menu-path", "notes", fmt.Sprintf("Sign in with your own account (Settings / Account / Security to change it). Ask %s if locked out.", hbcPerson()))
	}
}

func hbcTrapPwTalk() Sample {
	sys := hbcSystem()
	p := hbcPerson()
	n := hbcIn(8, 16)
	switch rng.IntN(14) {
	case 0:
		return hbcTrap("pw-talk", "chat", fmt.Sprintf("the password policy on %s requires %d characters and a symbol now", sys, n))
	case 1:
		return hbcTrap("pw-talk", "chat", fmt.Sprintf("%s forgot the password again, can someone reset it in %s?", p, sys))
	case 2:
		return hbcTrap("pw-talk", "notes", fmt.Sprintf("Passwords for %s are in the office safe, ask %s. Don't write them on the monitors.", sys, p))
	case 3:
		return hbcTrap("pw-talk", "email", fmt.Sprintf("Hi all,\n\nFrom Monday %s passwords expire every %d days. You'll get an email a week before.\n\nIT", sys, hbcP2(60, 90, 180)))
	case 4:
		return hbcTrap("pw-talk", "de", fmt.Sprintf("Das Passwort für %s muss mindestens %d Zeichen lang sein und darf nicht den Benutzernamen enthalten.", sys, n))
	case 5:
		return hbcTrap("pw-talk", "fr", fmt.Sprintf("Le mot de passe de %s a été réinitialisé, vous recevrez un lien par e-mail.", p))
	case 6:
		return hbcTrap("pw-talk", "es", fmt.Sprintf("Olvidé la contraseña de %s, ¿quién tiene acceso de administrador?", sys))
	case 7:
		return hbcTrap("pw-talk", "chat", fmt.Sprintf("%s password reset link expired, sending a new one to %s", sys, p))
	case 8:
		return hbcTrap("pw-talk", "ticket", fmt.Sprintf("INC%s: user locked out of %s after %d wrong password attempts. Unlocked, advised to use the password manager.", hbcD(7), sys, hbcIn(3, 6)))
	case 9:
		return hbcTrap("pw-talk", "meeting", fmt.Sprintf("Decisions:\n- move workshop logins to the password manager\n- no shared accounts on %s laptops\n- %s to send the policy by Friday", hbcP("diag", "ODIS", "ISTA"), p))
	case 10:
		return hbcTrap("pw-talk", "ja", fmt.Sprintf("%sのパスワードは%d文字以上にしてください。", sys, n))
	case 11:
		return hbcTrap("pw-talk", "chat", fmt.Sprintf("what's the password for the %s? nvm found it in the password manager", hbcP("wifi", "printer", "wash bay panel", "key cabinet")))
	case 12:
		return hbcTrap("pw-talk", "ru", fmt.Sprintf("Пароль от %s нужно менять каждые %d месяца.", sys, hbcIn(2, 4)))
	default:
		return hbcTrap("pw-talk", "chat", fmt.Sprintf("%s: the key cabinet PIN changes on the 1st, %s has the new one", p, hbcPerson()))
	}
}

func hbcTrapPlaceholder() Sample {
	e := hbcEnvName()
	sys := hbcSystem()
	switch rng.IntN(9) {
	case 0:
		return hbcTrap("placeholder", "env", fmt.Sprintf("DMS_HOST=%s\nDMS_USER=<your-username>\n%s=<your-password>", hbcHost(), e))
	case 1:
		return hbcTrap("placeholder", "readme", fmt.Sprintf("## Setup\n\nCopy `.env.example` to `.env` and set `%s=<your-token>` for %s. Never commit the real value.", e, sys))
	case 2:
		return hbcTrap("placeholder", "yaml", fmt.Sprintf("%s:\n  client_id: ${%s_CLIENT_ID}\n  client_secret: ${%s}", hbcP("keyloop", "cdk", "routeone"), hbcP("KEYLOOP", "CDK", "ROUTEONE"), e))
	case 3:
		return hbcTrap("placeholder", "chat", fmt.Sprintf("the default on %s is changeme, the installer forces you to set a new one on first start", sys))
	case 4:
		return hbcTrap("placeholder", "env", fmt.Sprintf("STRIPE_SECRET_KEY=sk_live_%s\n%s=xxxx", strings.Repeat("x", hbcIn(16, 30)), e))
	case 5:
		return hbcTrap("placeholder", "shell", fmt.Sprintf("curl -u USERNAME:PASSWORD https://%s/v1/%s", hbcP("api.example.com", "dms.example.org", "fleet.example.net"), hbcP("vehicles", "appointments", "parts")))
	case 6:
		return hbcTrap("placeholder", "json", fmt.Sprintf("{\n  \"username\": \"\",\n  \"password\": \"\",\n  \"dealerCode\": \"%%%s%%\"\n}", hbcP("DEALER_CODE", "SITE_ID", "BRANCH")))
	case 7:
		return hbcTrap("placeholder", "docs", fmt.Sprintf("%s %s\nAuthorization: Bearer {access_token}", hbcP("GET", "POST"), hbcP("/v2/vehicles", "/v2/repair-orders", "/v1/bookings")))
	default:
		return hbcTrap("placeholder", "ini", fmt.Sprintf("[%s]\nhost = localhost\nuser = REPLACE_ME\npassword = REPLACE_ME", hbcP("dms", "parts", "fleet", "geko")))
	}
}

func hbcTrapPwCode() Sample {
	e := hbcEnvName()
	v := hbcP("password", "pw", "dmsPassword", "secret", "passwd", "userPassword")
	switch rng.IntN(8) {
	case 0:
		return hbcTrap("pw-code", "python", fmt.Sprintf("%s = os.environ[\"%s\"]\nif not %s:\n    raise SystemExit(\"%s is not set\")", v, e, v, e))
	case 1:
		return hbcTrap("pw-code", "python", fmt.Sprintf("def check(%s: str) -> bool:\n    return len(%s) >= %d and any(c.isdigit() for c in %s)", v, v, hbcIn(8, 16), v))
	case 2:
		return hbcTrap("pw-code", "js", fmt.Sprintf("const { username, %s } = req.body;\nconst ok = await bcrypt.compare(%s, user.passwordHash);", v, v))
	case 3:
		return hbcTrap("pw-code", "go", fmt.Sprintf("%s, err := term.ReadPassword(int(os.Stdin.Fd()))\nif err != nil {\n\treturn err\n}\ncfg.Password = string(%s)", v, v))
	case 4:
		return hbcTrap("pw-code", "csharp", fmt.Sprintf("var %s = Configuration[\"%s:Password\"];\nusing var conn = new SqlConnection(builder.ConnectionString);", v, hbcP("Dms", "Keyloop", "Parts")))
	case 5:
		return hbcTrap("pw-code", "sql", fmt.Sprintf("UPDATE %s SET must_reset_password = true WHERE last_login < now() - interval '%d days';", hbcP("dealer_users", "workshop_staff", "portal_accounts"), hbcIn(30, 180)))
	case 6:
		return hbcTrap("pw-code", "yaml", fmt.Sprintf("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: password", e, hbcP("dms-db", "keyloop-bridge", "fleet-api")))
	default:
		return hbcTrap("pw-code", "shell", fmt.Sprintf("read -rsp '%s: ' %s\nexport %s\n./%s.sh", hbcP("DMS password", "Password", "Enter secret"), e, e, hbcP("sync", "pull-ros", "backup")))
	}
}

package main

// Traps, part two: talk about passwords without one, tickets, dates and phone numbers,
// tracking numbers, barcodes, bookings, promotions, terminal ids, code that handles
// passwords, commands that prompt, handover notes, tables, logs and diffs.

import (
	"fmt"
	"strings"
)

var hanPolicyLines = []struct{ lang, text string }{
	{"english", "The password policy requires 12 characters, one digit and no reuse of the last 5."},
	{"english", "Passwords for the tills must be rotated every 90 days; IT will send a reminder."},
	{"english", "I forgot the password for the scanner, who has it?"},
	{"english", "Reset your password via the link in the welcome e-mail, it expires after 24 hours."},
	{"english", "Never write the safe password on the whiteboard again, please."},
	{"english", "The login screen says 'password expired' on till 3, can someone from IT call me?"},
	{"english", "We moved all shared passwords to 1Password, vault 'Store Ops'."},
	{"english", "Password field on the PMS is limited to 16 characters, so the generator must respect that."},
	{"spanish", "La política de contraseñas exige 10 caracteres y cambiarla cada trimestre."},
	{"spanish", "¿Alguien sabe la contraseña del datáfono? Pregunto a la encargada mañana."},
	{"italian", "La password della cassa è scaduta, bisogna chiamare l'assistenza."},
	{"italian", "Ricordate di non condividere le password via WhatsApp."},
	{"turkish", "Şifremi unuttum, depo müdürü sıfırlayacak."},
	{"turkish", "Parolalar en az 12 karakter olmalı ve 90 günde bir değiştirilmeli."},
	{"polish", "Hasło do kasy wygasło, trzeba zadzwonić do serwisu."},
	{"polish", "Nie zapisujcie haseł na karteczkach przy terminalu."},
	{"arabic", "نسيت كلمة المرور، سيقوم المدير بإعادة تعيينها."},
	{"arabic", "يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل."},
	{"german", "Das Passwort muss mindestens 12 Zeichen haben."},
	{"french", "Le mot de passe de la caisse a expiré, il faut appeler le support."},
	{"english", "The door code changes every Monday; the duty manager texts it to the opening team."},
	{"english", "TOTP is now mandatory for the Shopify admin; set it up before Friday."},
}

func hanTrapPolicyTalk() Sample {
	l := hanPolicyLines[rng.IntN(len(hanPolicyLines))]
	switch rng.IntN(3) {
	case 0:
		return hanTrap("password-talk", l.lang, l.text)
	case 1:
		return hanTrap("password-talk", "chat-"+l.lang, fmt.Sprintf("[%s] %s: %s", hanTime(), hanPerson(), l.text))
	default:
		return hanTrap("password-talk", "note-"+l.lang, fmt.Sprintf("Staff meeting %s\n- summer rota published\n- %s\n- new uniforms arrive next week", hanDate(), l.text))
	}
}

func hanTrapTicketDatePhone() Sample {
	switch rng.IntN(5) {
	case 0:
		return hanTrap("ticket-date-phone", "chat", fmt.Sprintf("raised INC%07d with the PMS vendor on %s, ref JIRA WMS-%d", hanN(1, 9999999), hanDate(), hanN(100, 9999)))
	case 1:
		return hanTrap("ticket-date-phone", "note", fmt.Sprintf("Supplier hotline: +34 91 %03d %02d %02d (Mon-Fri 9-18)\nAfter hours: +39 02 %04d %04d", hanN(100, 999), hanN(10, 99), hanN(10, 99), hanN(1000, 9999), hanN(1000, 9999)))
	case 2:
		return hanTrap("ticket-date-phone", "turkish", fmt.Sprintf("Servis numarası: 0850 %03d %02d %02d, kayıt no %d", hanN(100, 999), hanN(10, 99), hanN(10, 99), hanN(100000, 999999)))
	case 3:
		return hanTrap("ticket-date-phone", "polish", fmt.Sprintf("Zgłoszenie nr %d/%d, termin naprawy %s, tel. +48 %03d %03d %03d", hanN(100, 9999), hanN(2024, 2026), hanDate(), hanN(500, 899), hanN(100, 999), hanN(100, 999)))
	default:
		return hanTrap("ticket-date-phone", "arabic", fmt.Sprintf("رقم التذكرة %d، موعد الصيانة %s، هاتف الدعم +971 4 %03d %04d", hanN(10000, 99999), hanDate(), hanN(100, 999), hanN(1000, 9999)))
	}
}

func hanUPSCheck() string {
	return "1Z" + hanRnd(upper+digits, 6) + hanRnd(digits, 10)
}

func hanTrapTracking() Sample {
	switch rng.IntN(7) {
	case 0:
		return hanTrap("tracking", "chat", fmt.Sprintf("%s: UPS tracking %s, out for delivery", hanPerson(), hanUPSCheck()))
	case 1:
		return hanTrap("tracking", "note", fmt.Sprintf("FedEx %s — 2 boxes of receipt rolls, signed by %s", hanRnd(digits, 12), hanPerson()))
	case 2:
		return hanTrap("tracking", "spanish", fmt.Sprintf("El envío DHL %s llega mañana al almacén de %s.", hanRnd(digits, 10), hanOne("Getafe", "Zaragoza", "Valencia")))
	case 3:
		return hanTrap("tracking", "csv", fmt.Sprintf("order,carrier,tracking,status\n%d,UPS,%s,delivered\n%d,DHL,JJD%s,in transit\n%d,USPS,9400%s,label created", hanN(10000, 99999), hanUPSCheck(), hanN(10000, 99999), hanRnd(digits, 18), hanN(10000, 99999), hanRnd(digits, 18)))
	case 4:
		return hanTrap("tracking", "italian", fmt.Sprintf("Spedizione BRT n. %s partita da Bologna, consegna prevista %s.", hanRnd(digits, 12), hanDate()))
	case 5:
		return hanTrap("tracking", "turkish", fmt.Sprintf("Kargo takip numarası: %s (Yurtiçi Kargo)", hanRnd(digits, 12)))
	default:
		return hanTrap("tracking", "note", fmt.Sprintf("Royal Mail %s%sGB returned to sender, address incomplete", hanRnd(upper, 2), hanRnd(digits, 9)))
	}
}

// hanEAN13 returns a valid EAN-13 with its check digit.
func hanEAN13() string {
	d := hanOne("84", "80", "86", "59", "62", "50") + hanRnd(digits, 10)
	sum := 0
	for i, c := range d {
		n := int(c - '0')
		if i%2 == 1 {
			n *= 3
		}
		sum += n
	}
	return d + fmt.Sprint((10-sum%10)%10)
}

func hanSKU() string {
	return hanOne("TSH", "MUG", "BAG", "LBL", "RCP", "TWL") + "-" + hanOne("BLU", "RED", "BLK", "WHT") + "-" + hanOne("S", "M", "L", "XL") + "-" + hanRnd(digits, 4)
}

func hanTrapBarcode() Sample {
	switch rng.IntN(6) {
	case 0:
		return hanTrap("barcode", "csv", fmt.Sprintf("sku,ean,description,qty\n%s,%s,Cotton tee,24\n%s,%s,Ceramic mug,60", hanSKU(), hanEAN13(), hanSKU(), hanEAN13()))
	case 1:
		return hanTrap("barcode", "chat", fmt.Sprintf("%s: EAN %s scans as a different product on till 2, can you check the item master?", hanPerson(), hanEAN13()))
	case 2:
		return hanTrap("barcode", "note", fmt.Sprintf("Pallet SSCC 00%s%s received, GTIN 0%s, lot %s", hanRnd(digits, 8), hanRnd(digits, 8), hanEAN13(), strings.ToUpper(hanRnd(upper+digits, 6))))
	case 3:
		return hanTrap("barcode", "zpl", fmt.Sprintf("^XA\n^FO50,50^BY2^BCN,100,Y,N,N^FD%s^FS\n^FO50,180^A0N,30,30^FD%s^FS\n^XZ", hanEAN13(), hanSKU()))
	case 4:
		return hanTrap("barcode", "polish", fmt.Sprintf("Kod EAN %s nie jest w kartotece, indeks %s.", hanEAN13(), hanSKU()))
	default:
		return hanTrap("barcode", "markdown", fmt.Sprintf("| SKU | GTIN | Bin |\n|---|---|---|\n| %s | %s | A-%02d-%d |\n| %s | %s | B-%02d-%d |", hanSKU(), hanEAN13(), hanN(1, 40), hanN(1, 6), hanSKU(), hanEAN13(), hanN(1, 40), hanN(1, 6)))
	}
}

func hanTrapBooking() Sample {
	room := fmt.Sprintf("%d%02d", hanN(1, 9), hanN(1, 40))
	pnr := hanRnd(upper+digits, 6)
	switch rng.IntN(6) {
	case 0:
		return hanTrap("booking", "note", fmt.Sprintf("Booking.com res %d.%03d.%03d — room %s, 3 nights, breakfast included", hanN(1000, 9999), hanN(0, 999), hanN(0, 999), room))
	case 1:
		return hanTrap("booking", "chat", fmt.Sprintf("%s: guest in %s moved to %d%02d, folio %d transferred", hanPerson(), room, hanN(1, 9), hanN(1, 40), hanN(100000, 999999)))
	case 2:
		return hanTrap("booking", "email", fmt.Sprintf("Dear guest,\n\nyour booking reference is %s. Check-in from 15:00, room %s.\n\nSeaside Hotel", pnr, room))
	case 3:
		return hanTrap("booking", "spanish", fmt.Sprintf("Pedido #%d enviado; reserva del grupo localizador %s.", hanN(10000, 999999), pnr))
	case 4:
		return hanTrap("booking", "italian", fmt.Sprintf("Ordine SO-%d-%06d confermato, camera %s pronta alle 14.", hanN(2024, 2026), hanN(1, 999999), room))
	default:
		return hanTrap("booking", "arabic", fmt.Sprintf("رقم الحجز %s، الغرفة %s، الوصول %s", pnr, room, hanDate()))
	}
}

func hanTrapPromo() Sample {
	code := hanOne("SUMMER25", "WELCOME10", "BLACKFRIDAY", "VERANO15", "ESTATE20", "YAZ2025", "LATO30", "FREESHIP", "RAMADAN20", "BRUNCH2X1")
	switch rng.IntN(4) {
	case 0:
		return hanTrap("promo-code", "marketing", fmt.Sprintf("Use code %s at checkout for %d%% off — valid until %s!", code, hanN(5, 30), hanDate()))
	case 1:
		return hanTrap("promo-code", "chat", fmt.Sprintf("%s: the Instagram promo is %s, make sure it's active on the POS too", hanPerson(), code))
	case 2:
		return hanTrap("promo-code", "spanish", fmt.Sprintf("Código promocional público: %s (publicado en la web y en los folletos)", code))
	default:
		return hanTrap("promo-code", "turkish", fmt.Sprintf("Kampanya kodu %s ile kargo bedava, herkese açık.", code))
	}
}

func hanTrapTerminal() Sample {
	switch rng.IntN(5) {
	case 0:
		return hanTrap("terminal-id", "note", fmt.Sprintf("Card terminal TID %s, MID %s, model Verifone V240m, serial %s", hanRnd(digits, 8), hanRnd(digits, 12), hanRnd(digits, 3)+"-"+hanRnd(digits, 3)+"-"+hanRnd(digits, 3)))
	case 1:
		return hanTrap("terminal-id", "chat", fmt.Sprintf("%s: SumUp reader %s keeps disconnecting, swapped it with the spare", hanPerson(), strings.ToUpper(hanRnd(upper+digits, 10))))
	case 2:
		return hanTrap("terminal-id", "inventory", fmt.Sprintf("Asset list\n- Zebra TC52 S/N %d%s\n- ZT410 MAC 00:07:4D:%02X:%02X:%02X\n- Square Terminal S/N %s", hanN(20, 24), hanRnd(digits, 9), hanN(0, 255), hanN(0, 255), hanN(0, 255), strings.ToUpper(hanRnd(upper+digits, 12))))
	case 3:
		return hanTrap("terminal-id", "italian", fmt.Sprintf("POS n. %d, matricola %s, collegato alla cassa %d", hanN(1, 9), strings.ToUpper(hanRnd(upper+digits, 10)), hanN(1, 6)))
	default:
		return hanTrap("terminal-id", "log", fmt.Sprintf("%s INFO payment: terminal=%s txn=%s amount=%d.%02d EUR approved auth_code=%s", hanStamp(), hanRnd(digits, 8), hanRnd(digits, 12), hanN(1, 300), hanN(0, 99), strings.ToUpper(hanRnd(upper+digits, 6))))
	}
}

var hanEnvNames = []string{"POS_DB_PASSWORD", "SHIPPO_API_TOKEN", "SQUARE_ACCESS_TOKEN", "UPS_CLIENT_SECRET", "ODOO_API_KEY",
	"SENDCLOUD_SECRET_KEY", "MEWS_ACCESS_TOKEN", "TOAST_CLIENT_SECRET", "LOCK_SERVER_PASSWORD", "NETSUITE_TOKEN_SECRET"}

func hanEnvName() string { return hanOne(hanEnvNames...) }

func hanTrapCode() Sample {
	e1, e2 := hanEnvName(), hanEnvName()
	n := hanN(8, 16)
	tbl := hanOne("staff", "cashiers", "pms_users", "wms_operators", "couriers")
	switch rng.IntN(7) {
	case 0:
		return hanTrap("password-code", "python", fmt.Sprintf("def %s(username: str, password: str) -> bool:\n    user = %s.get(username)\n    return user is not None and check_password_hash(user.pw_hash, password)", hanOne("login", "authenticate", "verify_cashier"), hanOne("User", "Staff", "Operator")))
	case 1:
		return hanTrap("password-code", "python", fmt.Sprintf("%s = os.environ[\"%s\"]\n%s = os.getenv(\"%s\")", strings.ToLower(e1), e1, strings.ToLower(e2), e2))
	case 2:
		return hanTrap("password-code", "go", fmt.Sprintf("pw := r.FormValue(\"password\")\nif len(pw) < %d {\n\thttp.Error(w, \"password too short\", http.StatusBadRequest)\n\treturn\n}", n))
	case 3:
		return hanTrap("password-code", "javascript", fmt.Sprintf("const %s = process.env.%s;\nif (!%s) throw new Error('%s is not set');", hanCamel(e1), e1, hanCamel(e1), e1))
	case 4:
		return hanTrap("password-code", "sql", fmt.Sprintf("UPDATE %s SET password_reset_required = true WHERE last_password_change < now() - interval '%d days';", tbl, hanN(3, 18)*10))
	case 5:
		return hanTrap("password-code", "csharp", fmt.Sprintf("var secret = config[\"Carriers:%s:ClientSecret\"];\nif (string.IsNullOrEmpty(secret)) _logger.LogWarning(\"%s secret missing\");", hanOne("Ups", "Dhl", "Fedex", "Gls", "Seur"), hanOne("carrier", "UPS", "label")))
	default:
		return hanTrap("password-code", "note", fmt.Sprintf("Set `%s` and `%s` in the vault; the container reads them at start-up.", e1, e2))
	}
}

func hanTrapPromptCommand() Sample {
	db := hanOne("magento_prod", "pos_backoffice", "opera", "wms", "loyalty")
	host := fmt.Sprintf("%s-%02d.store.lan", hanOne("till", "pos", "kiosk", "label"), hanN(1, 30))
	switch rng.IntN(7) {
	case 0:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("$ mysql -h %s -u %s -p %s\nEnter password:", host, hanOne("root", "app", "report"), db))
	case 1:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("$ docker login %s\nUsername: %s\nPassword:\nLogin Succeeded", hanOne("registry.gitlab.com", "ghcr.io", "harbor.ourshop.internal"), hanUser()))
	case 2:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("curl -u %s https://erp.example.com/api/%s  # curl will prompt for the password", hanUser(), hanOne("stock", "orders", "invoices")))
	case 3:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("psql -h %s -U %s -d %s  # password from ~/.pgpass\n%s=> select count(*) from rooms;\n count\n-------\n   %d", host, hanUser(), db, db, hanN(40, 400)))
	case 4:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("ssh %s@%s\n%s@%s's password:", "pos", host, "pos", host))
	case 5:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("echo \"$%s\" | docker login ghcr.io -u %s --password-stdin", hanOne("REGISTRY_TOKEN", "GHCR_PAT", "CI_JOB_TOKEN"), hanOne("ourshop-bot", "ci", "deploy")))
	default:
		return hanTrap("prompt-command", "shell", fmt.Sprintf("kubectl create secret generic %s --from-file=password=./%s.txt -n %s", hanOne("pos-db", "pms-bridge", "label-svc"), hanOne("db_password", "secret", "pw"), hanOne("retail", "hotel", "warehouse")))
	}
}

func hanTrapHandover() Sample {
	room := fmt.Sprintf("%d%02d", hanN(1, 9), hanN(1, 40))
	switch rng.IntN(5) {
	case 0:
		return hanTrap("handover", "spanish", fmt.Sprintf("Entrega de turno %s\n- Habitación %s: cambio de toallas.\n- Faltan 3 cajas de agua en el almacén.\n- El repartidor de Glovo llegó tarde dos veces.\n- Caja cuadrada.", hanDate(), room))
	case 1:
		return hanTrap("handover", "italian", fmt.Sprintf("Passaggio di turno %s\n- Camera %s: ospite VIP, frutta in camera.\n- Stampante etichette senza rotolo.\n- Ordine fornitore #%d in arrivo.", hanDate(), room, hanN(1000, 99999)))
	case 2:
		return hanTrap("handover", "turkish", fmt.Sprintf("Vardiya notu %s\n- %s numaralı oda geç çıkış istedi.\n- Kasa raporu alındı.\n- Depoda %d koli sayıldı.", hanDate(), room, hanN(10, 300)))
	case 3:
		return hanTrap("handover", "arabic", fmt.Sprintf("ملاحظات الوردية %s\n- الغرفة %s: تنظيف إضافي.\n- وصلت شحنة المشروبات.\n- الطابعة تحتاج ورقًا.", hanDate(), room))
	default:
		return hanTrap("handover", "polish", fmt.Sprintf("Notatka ze zmiany %s\n- pokój %s: zgubiona karta, wydano nową (karta nr %d)\n- dostawa z hurtowni o 6:30\n- kasa rozliczona", hanDate(), room, hanN(1, 400)))
	}
}

func hanTrapTable() Sample {
	switch rng.IntN(3) {
	case 0:
		return hanTrap("table", "markdown", fmt.Sprintf("| Store | Till | Status | Last Z |\n|---|---|---|---|\n| %s | %d | online | %s |\n| %s | %d | offline | %s |", hanStore(), hanN(1, 9), hanDate(), hanStore(), hanN(1, 9), hanDate()))
	case 1:
		return hanTrap("table", "csv", fmt.Sprintf("date,store,net_sales,covers\n%s,%d,%d.%02d,%d\n%s,%d,%d.%02d,%d", hanDate(), hanN(1, 99), hanN(500, 9000), hanN(0, 99), hanN(20, 400), hanDate(), hanN(1, 99), hanN(500, 9000), hanN(0, 99), hanN(20, 400)))
	default:
		return hanTrap("table", "csv", fmt.Sprintf("user,role,password_last_changed,mfa\n%s,cashier,%s,yes\n%s,manager,%s,yes\n%s,auditor,%s,no", hanUser(), hanDate(), hanUser(), hanDate(), hanUser(), hanDate()))
	}
}

func hanTrapLogs() Sample {
	switch rng.IntN(4) {
	case 0:
		return hanTrap("log", "log", fmt.Sprintf("%s WARN auth: login failed for user %s from 10.20.%d.%d (bad password, attempt 3/5)", hanStamp(), hanUser(), hanN(0, 9), hanN(2, 250)))
	case 1:
		return hanTrap("log", "log", fmt.Sprintf("%s INFO auth: password reset e-mail sent to %s@ourshop.example", hanStamp(), hanPerson()))
	case 2:
		return hanTrap("log", "stacktrace", fmt.Sprintf("Traceback (most recent call last):\n  File \"/opt/label-service/app.py\", line %d, in print_label\n    resp = client.shipments.create(payload)\n  File \"/opt/label-service/carrier.py\", line 41, in create\n    raise AuthError(\"invalid credentials for carrier '%s'\")\ncarrier.AuthError: invalid credentials for carrier '%s'", hanN(20, 300), "dhl", "dhl"))
	default:
		return hanTrap("log", "stacktrace", fmt.Sprintf("java.lang.IllegalStateException: %s\n\tat com.ourshop.pms.LockClient.encodeKey(LockClient.java:%d)\n\tat com.ourshop.pms.CheckInService.issueCards(CheckInService.java:%d)", hanOne("token expired", "encoder busy", "room not found", "session closed"), hanN(50, 400), hanN(20, 200)))
	}
}

func hanTrapWifiOpen() Sample {
	ssid := hanOne("Seaside-Guest", "Cafe-Libre", "Terraza-Clientes", "Misafir", "Ospiti", "Goscie-Free", "Lobby-Free")
	switch rng.IntN(4) {
	case 0:
		return hanTrap("wifi-open", "note", fmt.Sprintf("Guest Wi-Fi: '%s', no password — guests accept the terms on the splash page.", ssid))
	case 1:
		return hanTrap("wifi-open", "qr", fmt.Sprintf("WIFI:T:nopass;S:%s;;", ssid))
	case 2:
		return hanTrap("wifi-open", "spanish", fmt.Sprintf("El wifi de clientes es abierto (%s); el del personal lo tiene la encargada.", ssid))
	default:
		return hanTrap("wifi-open", "turkish", fmt.Sprintf("Misafir ağı %s şifresiz, personel ağı için resepsiyona sorun.", ssid))
	}
}

func hanTrapDiff() Sample {
	e := hanEnvName()
	switch rng.IntN(3) {
	case 0:
		return hanTrap("diff", "diff", fmt.Sprintf("--- a/config/carriers.yml\n+++ b/config/carriers.yml\n@@ -3,4 +3,4 @@\n ups:\n-  timeout_s: %d\n+  timeout_s: %d\n   api_key: ${%s}\n   account: %s", hanN(5, 15), hanN(20, 60), e, strings.ToUpper(hanRnd(upper+digits, 6))))
	case 1:
		return hanTrap("diff", "diff", fmt.Sprintf("diff --git a/pos/receipt.py b/pos/receipt.py\n@@ -%d,7 +%d,7 @@ def footer(store):\n-    return \"%s\"\n+    return f\"%s {store.name}!\"", hanN(5, 90), hanN(5, 90), hanOne("Thanks!", "Gracias!", "Grazie!", "Teşekkürler!"), hanOne("Thanks for visiting", "Gracias por visitar", "Grazie per la visita a")))
	default:
		return hanTrap("diff", "diff", fmt.Sprintf("--- a/.env.example\n+++ b/.env.example\n@@ -1,3 +1,4 @@\n STORE_ID=\n %s=\n+%s=\n LOG_LEVEL=info", e, hanEnvName()))
	}
}

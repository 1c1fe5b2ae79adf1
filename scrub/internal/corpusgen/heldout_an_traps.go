package main

// Traps, part one: identifiers and public material that look random but are not credentials:
// git SHAs, checksums, UUIDs, versions, image digests, base64 of ordinary data, public keys,
// publishable keys, placeholders, menu paths, paths and URLs, names and addresses.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hanTrapGitSHA() Sample {
	sha := hanRnd(hanUUIDHex, 40)
	short := sha[:7]
	switch rng.IntN(6) {
	case 0:
		return hanTrap("git-sha", "chat", fmt.Sprintf("%s: the receipt rounding bug was fixed in %s, deploy that to the tills", hanPerson(), short))
	case 1:
		var b strings.Builder
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "%s %s\n", hanRnd(hanUUIDHex, 7), hanOne("fix: EAN check digit", "feat: Sendcloud labels", "chore: bump zebra driver", "fix: room move keeps folio", "docs: handover template"))
		}
		return hanTrap("git-sha", "git-log", strings.TrimRight(b.String(), "\n"))
	case 2:
		return hanTrap("git-sha", "shell", fmt.Sprintf("$ git revert %s\n[main %s] Revert \"loyalty: double points weekend\"", sha, hanRnd(hanUUIDHex, 7)))
	case 3:
		return hanTrap("git-sha", "note", fmt.Sprintf("commit %s\nAuthor: %s <%s@ourshop.example>\nDate:   %s\n\n    pms-bridge: retry on 503 from the lock server", sha, hanPerson(), hanPerson(), hanDate()))
	case 4:
		return hanTrap("git-sha", "ci", fmt.Sprintf("Build #%d for %s succeeded on branch release/pos-4.%d", hanN(100, 9999), sha, hanN(1, 30)))
	default:
		return hanTrap("git-sha", "italian", fmt.Sprintf("il fix per la stampa degli scontrini è nel commit %s, già in produzione", short))
	}
}

func hanTrapChecksum() Sample {
	s256 := hanRnd(hanUUIDHex, 64)
	md := hanRnd(hanUUIDHex, 32)
	switch rng.IntN(5) {
	case 0:
		return hanTrap("checksum", "shell", fmt.Sprintf("$ sha256sum TC52_firmware_11-49-15.zip\n%s  TC52_firmware_11-49-15.zip", s256))
	case 1:
		return hanTrap("checksum", "note", fmt.Sprintf("Downloaded ZT410 firmware V75.20.21Z, SHA-256 %s, matches the vendor page.", s256))
	case 2:
		return hanTrap("checksum", "log", fmt.Sprintf("%s INFO export: wrote stock_%s.csv (%d rows) md5=%s", hanStamp(), hanDate(), hanN(1000, 90000), md))
	case 3:
		return hanTrap("checksum", "spanish", fmt.Sprintf("El fichero de tarifas tiene md5 %s, el mismo que el de ayer.", md))
	default:
		return hanTrap("checksum", "yaml", fmt.Sprintf("artifacts:\n  - name: pos-agent-4.%d.msi\n    sha256: %s", hanN(1, 20), s256))
	}
}

func hanTrapUUID() Sample {
	u := hanUUID()
	switch rng.IntN(6) {
	case 0:
		return hanTrap("uuid", "log", fmt.Sprintf("%s INFO request_id=%s path=/api/orders status=200 dur=%dms", hanStamp(), u, hanN(5, 900)))
	case 1:
		return hanTrap("uuid", "chat", fmt.Sprintf("%s: order %s is stuck in 'awaiting pickup', courier says delivered", hanPerson(), u))
	case 2:
		return hanTrap("uuid", "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nX-Request-Id: %s\nContent-Type: text/html", u))
	case 3:
		return hanTrap("uuid", "json", fmt.Sprintf("{\"reservationId\": \"%s\", \"room\": \"%d\", \"status\": \"checked_in\"}", u, hanN(101, 940)))
	case 4:
		return hanTrap("uuid", "turkish", fmt.Sprintf("Sipariş kimliği %s olan paket depoda bekliyor.", u))
	default:
		return hanTrap("uuid", "ticket", fmt.Sprintf("SUP-%d: refund failed for payment %s, correlation id %s", hanN(100, 9999), u, hanUUID()))
	}
}

func hanTrapVersion() Sample {
	v := fmt.Sprintf("%d.%d.%d", hanN(1, 9), hanN(0, 30), hanN(0, 99))
	switch rng.IntN(5) {
	case 0:
		return hanTrap("version", "note", fmt.Sprintf("POS app v%s (build %s.%d) rolled out to all tills", v, strings.ReplaceAll(hanDate(), "-", ""), hanN(1, 9)))
	case 1:
		return hanTrap("version", "chat", fmt.Sprintf("scanner firmware is %s-r%d, Honeywell says upgrade to %s", v, hanN(1, 9), v+"-hf2"))
	case 2:
		return hanTrap("version", "log", fmt.Sprintf("pms-bridge %s+build.%d starting, go1.%d, commit %s", v, hanN(1000, 9999), hanN(20, 26), hanRnd(hanUUIDHex, 12)))
	case 3:
		return hanTrap("version", "polish", fmt.Sprintf("Wersja sterownika drukarki etykiet: %s, kompilacja %d.", v, hanN(10000, 99999)))
	default:
		return hanTrap("version", "json", fmt.Sprintf("{\"name\": \"@ourshop/checkout\", \"version\": \"%s-rc.%d\", \"private\": true}", v, hanN(1, 5)))
	}
}

func hanTrapDigest() Sample {
	d := "sha256:" + hanRnd(hanUUIDHex, 64)
	switch rng.IntN(4) {
	case 0:
		return hanTrap("image-digest", "yaml", fmt.Sprintf("containers:\n  - name: label-service\n    image: ghcr.io/ourshop/label-service@%s", d))
	case 1:
		return hanTrap("image-digest", "shell", fmt.Sprintf("$ docker pull ghcr.io/ourshop/order-sync:1.8\n1.8: Pulling from ourshop/order-sync\nDigest: %s\nStatus: Downloaded newer image for ghcr.io/ourshop/order-sync:1.8", d))
	case 2:
		return hanTrap("image-digest", "chat", fmt.Sprintf("%s: prod runs %s, staging is one behind", hanPerson(), d))
	default:
		return hanTrap("image-digest", "log", fmt.Sprintf("%s kubelet: Successfully pulled image \"registry.internal/pos-gw@%s\"", hanStamp(), d))
	}
}

func hanTrapBase64() Sample {
	plain := hanOne("Welcome to Seaside Hotel! Breakfast 7-10.", "store_id=42;region=south", "Thank you for shopping with us",
		"Ticket printer: Epson TM-T88VI", "Bienvenido a nuestra tienda", "Grazie per la visita!", "Sipariş hazır")
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	switch rng.IntN(4) {
	case 0:
		return hanTrap("base64-data", "yaml", fmt.Sprintf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s\nbinaryData:\n  %s: %s", hanOne("receipt-footer", "kiosk-greeting", "label-banner"), hanOne("footer.txt", "message.txt", "banner.txt"), b))
	case 1:
		return hanTrap("base64-data", "shell", fmt.Sprintf("$ echo %s | base64 -d\n%s", b, plain))
	case 2:
		return hanTrap("base64-data", "html", fmt.Sprintf("<img alt=\"%s\" src=\"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7\"> <p>%s</p>", hanOne("logo", "spacer", "pixel"), plain))
	default:
		return hanTrap("base64-data", "chat", fmt.Sprintf("%s: the kiosk sends the greeting base64-encoded (%s), decode it and you get \"%s\"", hanPerson(), b, plain))
	}
}

func hanTrapPublicKey() Sample {
	switch rng.IntN(4) {
	case 0:
		k := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hanRnd(alnum+"+/", 43)
		return hanTrap("public-key", "authorized_keys", fmt.Sprintf("# ~/.ssh/authorized_keys on till-%02d\n%s %s@laptop", hanN(1, 20), k, hanPerson()))
	case 1:
		k := "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + hanRnd(alnum+"+/", 120)
		return hanTrap("public-key", "chat", fmt.Sprintf("%s: add my public key to the label server pls: %s deploy@ci", hanPerson(), k))
	case 2:
		lines := hanB64Lines(5, 64)
		return hanTrap("public-key", "pem", "Vendor's webhook signing public key (verify only):\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n"+strings.Join(lines, "\n")+"\nIDAQAB\n-----END PUBLIC KEY-----")
	default:
		lines := hanB64Lines(6, 64)
		return hanTrap("public-key", "pem", "Payment terminal CA certificate (public, from the vendor portal):\n-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE\n"+strings.Join(lines, "\n")+"\n-----END CERTIFICATE-----")
	}
}

func hanTrapPublishable() Sample {
	switch rng.IntN(6) {
	case 0:
		k := "pk_live_51" + hanRnd(alnum, 97)
		return hanTrap("publishable-key", "javascript", fmt.Sprintf("// checkout page, publishable key is public by design\nconst stripe = Stripe('%s');", k))
	case 1:
		k := "sq0idp-" + hanRnd(b64url, 22)
		return hanTrap("publishable-key", "html", fmt.Sprintf("<script>\n  const appId = '%s';\n  const locationId = 'L%s';\n  const payments = Square.payments(appId, locationId);\n</script>", k, hanRnd(upper+digits, 12)))
	case 2:
		k := "pk.eyJ1Ijoib3Vyc2hvcCIsImEiOiJ" + hanRnd(b64url, 20) + "In0." + hanRnd(b64url, 22)
		return hanTrap("publishable-key", "javascript", fmt.Sprintf("mapboxgl.accessToken = '%s'; // public token, URL-restricted to ourshop.example", k))
	case 3:
		k := "pk_test_" + hanRnd(alnum, 24)
		return hanTrap("publishable-key", "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s\nNEXT_PUBLIC_STORE_NAME=Seaside Shop", k))
	case 4:
		k := "6L" + hanRnd(b64url, 38)
		return hanTrap("publishable-key", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"%s\"></div>", k))
	default:
		k := "A" + hanRnd(b64url, 79)
		return hanTrap("publishable-key", "html", fmt.Sprintf("<script src=\"https://www.paypal.com/sdk/js?client-id=%s&currency=EUR\"></script>", k))
	}
}

func hanTrapPlaceholder() Sample {
	ph := hanOne("<your-token>", "changeme", "xxxx", "${SHOPIFY_ADMIN_TOKEN}", "REPLACE_ME", "********", "{{ secrets.UPS_CLIENT_SECRET }}",
		"your_api_key_here", "<password>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "$(cat /run/secrets/db_password)", "TODO", "<redacted>", "%DB_PASSWORD%")
	switch rng.IntN(7) {
	case 0:
		return hanTrap("placeholder", "env", fmt.Sprintf("# copy to .env and fill in\nSHIPPO_API_TOKEN=%s\nSTORE_ID=", ph))
	case 1:
		return hanTrap("placeholder", "markdown", fmt.Sprintf("## Setup\n\n1. Create an API key in the Sendcloud panel.\n2. Run `sendcloud-sync --key %s`.\n3. Check the labels folder.", ph))
	case 2:
		return hanTrap("placeholder", "yaml", fmt.Sprintf("pms:\n  user: interface\n  password: \"%s\"   # set per hotel", ph))
	case 3:
		return hanTrap("placeholder", "chat", fmt.Sprintf("%s: in the wiki the password field just says %s, someone needs to fill it in from the vault", hanPerson(), ph))
	case 4:
		return hanTrap("placeholder", "shell", fmt.Sprintf("curl -H \"Authorization: Bearer %s\" https://api.easypost.com/v2/addresses", ph))
	case 5:
		return hanTrap("placeholder", "spanish", fmt.Sprintf("En la plantilla pon la clave como %s y el script la sustituye al desplegar.", ph))
	default:
		return hanTrap("placeholder", "json", fmt.Sprintf("{\n  \"apiKey\": \"%s\",\n  \"environment\": \"sandbox\"\n}", ph))
	}
}

func hanTrapMenuPath() Sample {
	path := hanOne("Admin / Settings / Users", "Back Office > Setup > Payment types", "Settings › Devices › Printers",
		"Manager / Reports / Z-report", "Configuración > Usuarios > Permisos", "Impostazioni / Utenti / Ruoli",
		"Ayarlar > Kullanıcılar > Yetkiler", "Ustawienia / Użytkownicy / Hasła", "Front Desk > Keys > Encode new key",
		"Login / Register", "Inventory > Transfers > Receive", "Admin / Password policy")
	switch rng.IntN(4) {
	case 0:
		return hanTrap("menu-path", "note", fmt.Sprintf("To add a cashier go to %s and click New.", path))
	case 1:
		return hanTrap("menu-path", "chat", fmt.Sprintf("%s: log in as admin / go to %s, it's at the bottom", hanPerson(), path))
	case 2:
		return hanTrap("menu-path", "ticket", fmt.Sprintf("Steps to reproduce:\n1. Open %s\n2. Save without changes\n3. Error 500", path))
	default:
		return hanTrap("menu-path", "markdown", fmt.Sprintf("- **Where:** `%s`\n- **Who:** store managers only", path))
	}
}

func hanTrapPathURL() Sample {
	switch rng.IntN(6) {
	case 0:
		return hanTrap("path", "note", "Label templates live in /opt/labels/zpl/ and the printer config in /etc/cups/printers.conf.")
	case 1:
		return hanTrap("path", "windows", fmt.Sprintf("Opera logs: C:\\ProgramData\\MICROS\\Opera\\Logs\\ifc8_%s.log", strings.ReplaceAll(hanDate(), "-", "")))
	case 2:
		return hanTrap("url", "chat", fmt.Sprintf("%s: tracking page is https://www.dhl.com/es-es/home/tracking.html?tracking-id=%s", hanPerson(), hanRnd(digits, 10)))
	case 3:
		return hanTrap("url", "note", "API docs: https://developer.squareup.com/reference/square/orders-api and https://docs.goshippo.com/docs/")
	case 4:
		return hanTrap("path", "chat", fmt.Sprintf("the key file is ~/.ssh/%s on the %s, permissions must be 600", hanOne("id_ed25519", "id_rsa", "deploy_key", "edi_sftp"), hanOne("label server", "PMS bridge", "EDI box", "backup NAS")))
	default:
		return hanTrap("url", "yaml", fmt.Sprintf("webhooks:\n  order_created: https://hooks.ourshop.example/orders/created\n  refund: https://hooks.ourshop.example/refunds?store=%d", hanN(1, 99)))
	}
}

func hanTrapIdentity() Sample {
	switch rng.IntN(6) {
	case 0:
		return hanTrap("identity", "note", fmt.Sprintf("Duty manager this week: %s (%s.manager@ourshop.example, ext. %d)", hanPerson(), hanPerson(), hanN(100, 999)))
	case 1:
		return hanTrap("identity", "chat", fmt.Sprintf("the scanner account username is %s, ask %s for the password", hanUser(), hanPerson()))
	case 2:
		return hanTrap("identity", "hosts", fmt.Sprintf("10.20.%d.10  pos-gw-01.store.lan\n10.20.%d.11  zebra-dock-3.store.lan\n10.20.%d.12  visionline.hotel.lan", hanN(0, 9), hanN(0, 9), hanN(0, 9)))
	case 3:
		return hanTrap("identity", "email", "From: reservations@seasidehotel.example\nTo: groups@travelagency.example\nSubject: Allotment June\n\nPlease find the rooming list attached.")
	case 4:
		return hanTrap("identity", "yaml", fmt.Sprintf("users:\n  - login: %s\n    role: cashier\n  - login: %s\n    role: supervisor", hanUser(), hanUser()))
	default:
		return hanTrap("identity", "turkish", fmt.Sprintf("Depo sorumlusu: %s, e-posta: depo@ourshop.example", hanPerson()))
	}
}

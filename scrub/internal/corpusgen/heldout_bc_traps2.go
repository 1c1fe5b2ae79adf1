package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps of a technical kind: hashes, ids, versions, digests, ordinary base64, public keys,
// publishable keys, paths, URLs, addresses, tickets, dates, phone numbers, wrapped lines.

func hbcTrapPlan2() []hbcPlanItem {
	return []hbcPlanItem{
		{12, hbcTrapGitSHA},
		{12, hbcTrapChecksum},
		{15, hbcTrapIDs},
		{10, hbcTrapVersions},
		{10, hbcTrapDigest},
		{10, hbcTrapB64Data},
		{12, hbcTrapPublicKeys},
		{10, hbcTrapPublishable},
		{15, hbcTrapPathsURLs},
		{12, hbcTrapTicketsDates},
		{12, hbcTrapProductVars},
		{15, hbcTrapNotes},
		{12, hbcTrapForeign},
		{8, hbcTrapWrapped},
		{8, hbcTrapDiscordish},
		{12, hbcTrapSlashPairs},
	}
}

func hbcTrapGitSHA() Sample {
	sha := hbcHex(40)
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("git-sha", "chat", fmt.Sprintf("fixed the RO export rounding in %s, deployed to the %s site", sha[:hbcIn(7, 12)], hbcDealer()))
	case 1:
		return hbcTrap("git-sha", "git-log", fmt.Sprintf("commit %s\nAuthor: %s <%s@dealer-it.example>\nDate:   Tue Mar %d 10:%02d:12 2025\n\n    parts: handle superseded part numbers", sha, hbcPerson(), strings.ToLower(hbcPerson()), hbcIn(1, 28), hbcIn(10, 59)))
	case 2:
		return hbcTrap("git-sha", "shell", fmt.Sprintf("$ git revert %s\n[main %s] Revert \"bridge: retry on 503\"", sha, hbcHex(7)))
	case 3:
		return hbcTrap("git-sha", "ci", fmt.Sprintf("Build #%d for commit %s passed (%d tests)", hbcIn(100, 9000), sha, hbcIn(50, 900)))
	default:
		return hbcTrap("git-sha", "diff", fmt.Sprintf("index %s..%s 100644\n--- a/src/ro_export.py\n+++ b/src/ro_export.py", hbcHex(7), hbcHex(7)))
	}
}

func hbcTrapChecksum() Sample {
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("checksum", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s", hbcP("odis_update_24.1.iso", "ista_4.49.zip", "techstream_18.00.008.exe"), hbcHex(64), hbcP("odis_update_24.1.iso", "ista_4.49.zip", "techstream_18.00.008.exe")))
	case 1:
		return hbcTrap("checksum", "notes", fmt.Sprintf("ECU flash file MD5 %s — matches the one on the portal", hbcHex(32)))
	case 2:
		return hbcTrap("checksum", "chat", fmt.Sprintf("download finished, SHA-1 is %s, same as the release notes", hbcHex(40)))
	case 3:
		return hbcTrap("checksum", "json", fmt.Sprintf("{\"file\": \"parts_prices_%s.csv\", \"sha256\": \"%s\", \"rows\": %d}", hbcD(8), hbcHex(64), hbcIn(1000, 90000)))
	default:
		return hbcTrap("checksum", "log", fmt.Sprintf("INFO updater: verified package crc32=%s size=%d", hbcHex(8), hbcIn(100000, 9000000)))
	}
}

func hbcTrapIDs() Sample {
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("uuid", "log", fmt.Sprintf("2025-04-%02dT11:%02d:03Z ERROR api: timeout calling RouteOne request_id=%s", hbcIn(1, 28), hbcIn(10, 59), hbcUUID()))
	case 1:
		return hbcTrap("uuid", "json", fmt.Sprintf("{\"appointmentId\": \"%s\", \"bay\": %d, \"advisor\": \"%s\"}", hbcUUID(), hbcIn(1, 12), hbcPerson()))
	case 2:
		return hbcTrap("build-id", "chat", fmt.Sprintf("the support case is %s, they want the build id %s-%s", hbcD(8), hbcP("b", "build", "r"), hbcD(5)))
	case 3:
		return hbcTrap("request-id", "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nX-Request-Id: %s\nX-Amzn-Trace-Id: Root=1-%s-%s", hbcHex(32), hbcHex(8), hbcHex(24)))
	case 4:
		return hbcTrap("uuid", "chat", fmt.Sprintf("vehicle record %s got duplicated when the DMS sync ran twice", hbcUUID()))
	default:
		return hbcTrap("request-id", "notes", fmt.Sprintf("Keyloop support ref %s-%s, correlation id %s", hbcR(upper, 3), hbcD(6), hbcUUID()))
	}
}

func hbcTrapVersions() Sample {
	v := fmt.Sprintf("%d.%d.%d", hbcIn(1, 30), hbcIn(0, 60), hbcIn(0, 999))
	switch rng.IntN(4) {
	case 0:
		return hbcTrap("version", "chat", fmt.Sprintf("ODIS Service %s is out, update the diag laptops tonight", v))
	case 1:
		return hbcTrap("version", "notes", fmt.Sprintf("ISTA %s / data %s.%02d", v, hbcP("4", "3"), hbcIn(1, 60)))
	case 2:
		return hbcTrap("version", "log", fmt.Sprintf("dms-bridge version=%s-%s+build.%d go=go1.%d", v, hbcP("rc1", "beta", "hotfix2"), hbcIn(100, 999), hbcIn(20, 24)))
	default:
		return hbcTrap("version", "ecu", fmt.Sprintf("ECU SW %s%s, HW %s%s, coding %s", hbcR(digits, 4), hbcR(upper, 1), hbcD(3), hbcR(upper, 2), hbcHex(12)))
	}
}

func hbcTrapDigest() Sample {
	d := "sha256:" + hbcHex(64)
	switch rng.IntN(3) {
	case 0:
		return hbcTrap("digest", "shell", fmt.Sprintf("$ docker pull ghcr.io/dealer-it/dms-bridge:2.%d\nDigest: %s\nStatus: Downloaded newer image", hbcIn(0, 9), d))
	case 1:
		return hbcTrap("digest", "yaml", fmt.Sprintf("image: registry.example.com/fleet/telematics@%s", d))
	default:
		return hbcTrap("digest", "chat", fmt.Sprintf("pin the image to %s so the rollout is reproducible", d))
	}
}

func hbcTrapB64Data() Sample {
	plain := hbcP(
		fmt.Sprintf("Vehicle %s passed inspection on %02d/%02d", hbcPlate(), hbcIn(1, 28), hbcIn(1, 12)),
		fmt.Sprintf("{\"ro\":%s,\"status\":\"ready\"}", hbcD(6)),
		fmt.Sprintf("Brake pads front axle, qty %d", hbcIn(1, 4)),
		fmt.Sprintf("<estimate id=\"%s\"><total>%d.00</total></estimate>", hbcD(5), hbcIn(200, 5000)),
	)
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	switch rng.IntN(3) {
	case 0:
		return hbcTrap("b64-data", "json", fmt.Sprintf("{\"type\": \"note\", \"encoding\": \"base64\", \"payload\": \"%s\"}", b))
	case 1:
		return hbcTrap("b64-data", "chat", fmt.Sprintf("the webhook body is base64, decoded it says \"%s\": %s", plain, b))
	default:
		return hbcTrap("b64-data", "email", fmt.Sprintf("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", b))
	}
}

func hbcTrapPublicKeys() Sample {
	switch rng.IntN(4) {
	case 0:
		return hbcTrap("public-key", "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hbcR(alnum+"+/", 43), hbcUser(), hbcP("ws-laptop-07", "dms01", "fleet-gw")))
	case 1:
		return hbcTrap("public-key", "chat", fmt.Sprintf("add my public key to the sftp box please: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ%s %s@workshop", hbcR(alnum+"+/", 340), strings.ToLower(hbcPerson())))
	case 2:
		return hbcTrap("public-key", "pem", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+hbcR(alnum+"+/", 28)+"\n"+hbcR(alnum+"+/", 24)+"==\n-----END PUBLIC KEY-----")
	default:
		return hbcTrap("certificate", "pem", fmt.Sprintf("Here is the dealer portal's certificate (public, for pinning):\n-----BEGIN CERTIFICATE-----\nMIID%s\n%s\n-----END CERTIFICATE-----", hbcR(alnum+"+/", 60), hbcR(alnum+"+/", 44)))
	}
}

func hbcTrapPublishable() Sample {
	switch rng.IntN(4) {
	case 0:
		return hbcTrap("publishable-key", "html", fmt.Sprintf("<script>const stripe = Stripe('pk_live_51%s');</script>", hbcR(alnum, 90)))
	case 1:
		return hbcTrap("publishable-key", "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51%s", hbcR(alnum, 90)))
	case 2:
		mb := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"u":"%s","a":"%s"}`, hbcP("northgate", "speedyrent"), hbcR(lower+digits, 25))))
		return hbcTrap("publishable-key", "js", fmt.Sprintf("mapboxgl.accessToken = 'pk.%s.%s'; // public token, URL-restricted", mb, hbcR(b64url, 22)))
	default:
		return hbcTrap("publishable-key", "chat", fmt.Sprintf("the publishable key pk_live_51%s is fine in the booking page, it's meant to be public", hbcR(alnum, 60)))
	}
}

func hbcTrapPathsURLs() Sample {
	switch rng.IntN(7) {
	case 0:
		return hbcTrap("path", "chat", fmt.Sprintf("the scans are in \\\\%s\\estimates\\%d\\%s", hbcHost(), hbcIn(2023, 2025), hbcP("claims", "photos", "invoices")))
	case 1:
		return hbcTrap("path", "shell", fmt.Sprintf("$ ls /var/lib/dms-bridge/exports/%d-%02d/\nro_%s.csv  parts_%s.csv", hbcIn(2024, 2025), hbcIn(1, 12), hbcD(8), hbcD(8)))
	case 2:
		return hbcTrap("url", "chat", fmt.Sprintf("booking page is https://%s.example/service/book?site=%d&make=%s", strings.ToLower(strings.Fields(hbcDealer())[0]), hbcIn(1, 40), hbcP("vw", "bmw", "toyota")))
	case 3:
		return hbcTrap("email-addr", "chat", fmt.Sprintf("send the warranty photos to %s@%s.example and cc %s", hbcP("warranty", "parts", "bodyshop", "service"), hbcP("northgate", "becker", "speedyrent"), strings.ToLower(hbcPerson())+"@dealer-it.example"))
	case 4:
		return hbcTrap("username", "chat", fmt.Sprintf("new tech's username is %s, he starts Monday", hbcUser()))
	case 5:
		return hbcTrap("hostname", "notes", fmt.Sprintf("DMS server: %s (port %d), backup to %s nightly", hbcHost(), hbcP2(1433, 5432, 3306, 8443), hbcHost()))
	default:
		return hbcTrap("url", "markdown", fmt.Sprintf("See [the recall lookup](https://www.%s.example/recalls?vin=%s) and the [TSB list](https://portal.example.com/tsb/%d).", hbcP("vw", "ford", "toyota"), hbcVIN(), hbcIn(1000, 9999)))
	}
}

func hbcP2[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }

func hbcTrapTicketsDates() Sample {
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("ticket", "chat", fmt.Sprintf("opened %s-%d for the printer in reception, due %d-%02d-%02d", hbcP("IT", "OPS", "DMS"), hbcIn(100, 9999), hbcIn(2025, 2026), hbcIn(1, 12), hbcIn(1, 28)))
	case 1:
		return hbcTrap("phone", "sms", fmt.Sprintf("Breakdown? Call %s 24/7, or our workshop on +44 20 7946 0%03d", hbcP("0800 555 0199", "+49 30 901820", "+33 1 70 18 99 00"), hbcIn(0, 999)))
	case 2:
		return hbcTrap("date", "notes", fmt.Sprintf("Courtesy car %s out %02d.%02d.%d %02d:%02d, back %02d.%02d.%d", hbcPlate(), hbcIn(1, 28), hbcIn(1, 12), 2025, hbcIn(7, 18), hbcIn(0, 59), hbcIn(1, 28), hbcIn(1, 12), 2025))
	case 3:
		return hbcTrap("ticket", "email", fmt.Sprintf("Your case number is CS%s. Please quote it when calling about the %s.", hbcD(8), hbcP("windscreen claim", "hire extension", "warranty repair")))
	default:
		return hbcTrap("phone", "csv", fmt.Sprintf("name,phone,plate\n%s,07700 900%03d,%s\n%s,+31 6 %s,%s", hbcPerson(), hbcIn(0, 999), hbcPlate(), hbcPerson(), hbcD(8), hbcPlate()))
	}
}

func hbcTrapProductVars() Sample {
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("product-code", "chat", fmt.Sprintf("the scan tool licence SKU is %s-%s-%s, renew before %s", hbcR(upper, 3), hbcR(upper+digits, 4), hbcR(upper+digits, 4), hbcP("June", "March", "October")))
	case 1:
		return hbcTrap("variable", "go", fmt.Sprintf("type %s struct {\n\tAPIKeyHeader string\n\tTokenURL     string\n\tPasswordFile string\n}", hbcP("DmsConfig", "FleetClient", "PortalOpts")))
	case 2:
		return hbcTrap("variable", "python", fmt.Sprintf("TOKEN_ENV = \"%s\"\nSECRET_NAME = \"projects/%s/secrets/dms-password\"", hbcEnvName(), hbcP("dealer-prod", "fleet-ops")))
	case 3:
		return hbcTrap("product-code", "notes", fmt.Sprintf("Tyre: %d/%d R%d %d%s, DOT %s", hbcP2(205, 225, 235), hbcP2(45, 55, 60), hbcP2(16, 17, 18), hbcIn(88, 104), hbcP("V", "W", "H"), hbcD(4)))
	default:
		return hbcTrap("product-code", "chat", fmt.Sprintf("battery %s, %dAh %dA, code %s", hbcP("AGM", "EFB"), hbcP2(60, 70, 80, 95), hbcP2(640, 760, 850), hbcR(upper+digits, 3)+"-"+hbcD(3)))
	}
}

func hbcTrapNotes() Sample {
	p := hbcPerson()
	switch rng.IntN(5) {
	case 0:
		return hbcTrap("notes", "meeting", fmt.Sprintf("Workshop meeting %02d/%02d\n- efficiency %d%%, target 95%%\n- %s on holiday next week\n- new ramp arriving, bay %d closed Tue\n- reminder: log all courtesy car fuel", hbcIn(1, 28), hbcIn(1, 12), hbcIn(70, 110), p, hbcIn(1, 8)))
	case 1:
		return hbcTrap("notes", "runbook", fmt.Sprintf("## Opening up\n1. Disarm the alarm (code from the manager)\n2. Switch on the compressor\n3. Log into %s with your own account\n4. Print today's job cards", hbcSystem()))
	case 2:
		return hbcTrap("notes", "readme", fmt.Sprintf("# dms-bridge\n\nPulls repair orders from %s every %d minutes and pushes them to the reporting DB.\n\nConfigure via environment variables; secrets come from the vault.", hbcSystem(), hbcP2(5, 10, 15)))
	case 3:
		return hbcTrap("notes", "ticket", fmt.Sprintf("Bug: %s shows the wrong labour rate for %s jobs. Expected %d.00, got %d.00. Steps: open any closed RO, click Invoice.", hbcSystem(), hbcP("warranty", "internal", "retail"), hbcIn(90, 180), hbcIn(90, 180)))
	default:
		return hbcTrap("notes", "chat", fmt.Sprintf("%s: loan car %s needs a wash before 3, customer is %s", p, hbcPlate(), hbcP("Mr Patel", "Mrs Jones", "Herr Schulz")))
	}
}

func hbcTrapForeign() Sample {
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("foreign", "de", fmt.Sprintf("Der Kunde holt den Wagen um %d Uhr ab, bitte vorher noch Reifendruck prüfen.", hbcIn(8, 18)))
	case 1:
		return hbcTrap("foreign", "zh", fmt.Sprintf("客户的车需要更换刹车片，预计%d小时完成。", hbcIn(1, 5)))
	case 2:
		return hbcTrap("foreign", "ar", fmt.Sprintf("السيارة جاهزة للاستلام بعد الساعة %d", hbcIn(2, 6)))
	case 3:
		return hbcTrap("foreign", "pl", fmt.Sprintf("Samochód zastępczy %s wraca jutro o %d:00.", hbcPlate(), hbcIn(8, 17)))
	case 4:
		return hbcTrap("foreign", "ko", fmt.Sprintf("엔진오일 교환 주기는 %d km입니다.", hbcIn(1, 2)*10000))
	default:
		return hbcTrap("foreign", "it", fmt.Sprintf("Tagliando a %d km, sostituire anche il filtro abitacolo.", hbcIn(2, 12)*15000))
	}
}

func hbcTrapWrapped() Sample {
	u := fmt.Sprintf("https://portal.example.com/workshop/repair-orders/%s/attachments/photos/damage-front-left-%s.jpg", hbcD(7), hbcD(4))
	cut := hbcIn(40, 70)
	switch rng.IntN(2) {
	case 0:
		return hbcTrap("wrapped", "chat", fmt.Sprintf("photo link (it wrapped):\n%s\n%s", u[:cut], u[cut:]))
	default:
		sha := hbcHex(64)
		return hbcTrap("wrapped", "notes", fmt.Sprintf("firmware image sha256 (split over two lines in the PDF):\n%s\n%s", sha[:32], sha[32:]))
	}
}

func hbcTrapDiscordish() Sample {
	switch rng.IntN(4) {
	case 0:
		return hbcTrap("discord-ish", "chat", fmt.Sprintf("join the dealer group's discord: https://discord.gg/%s", hbcR(alnum, 8)))
	case 1:
		return hbcTrap("discord-ish", "env", fmt.Sprintf("DISCORD_CHANNEL_ID=%s\nDISCORD_GUILD_ID=%s", hbcD(18), hbcD(19)))
	case 2:
		return hbcTrap("discord-ish", "chat", fmt.Sprintf("the bot's application id is %s, the token lives in the vault", hbcD(19)))
	default:
		return hbcTrap("discord-ish", "log", fmt.Sprintf("discord: message %s posted to channel %s", hbcD(19), hbcD(18)))
	}
}

func hbcTrapSlashPairs() Sample {
	mk, md := hbcMakeModel()
	switch rng.IntN(6) {
	case 0:
		return hbcTrap("slash-pair", "chat", fmt.Sprintf("%s / %s in for brakes, front / rear both", mk, md))
	case 1:
		return hbcTrap("slash-pair", "notes", fmt.Sprintf("Tyres: summer / winter swap, stored in rack %s%d", hbcR("ABCD", 1), hbcIn(1, 40)))
	case 2:
		return hbcTrap("slash-pair", "chat", fmt.Sprintf("login / logout times are in the clocking report for %s", hbcPerson()))
	case 3:
		return hbcTrap("slash-pair", "yaml", fmt.Sprintf("site:\n  name: %s\n  region: north / east\n  hours: 08:00 / 18:00", hbcDealer()))
	case 4:
		return hbcTrap("slash-pair", "chat", fmt.Sprintf("admin / staff accounts are split now, ask %s for the admin role", hbcPerson()))
	default:
		return hbcTrap("slash-pair", "csv", fmt.Sprintf("bay,tech,type\n%d,%s,MOT / service\n%d,%s,diag / electrical", hbcIn(1, 9), hbcPerson(), hbcIn(1, 9), hbcPerson()))
	}
}

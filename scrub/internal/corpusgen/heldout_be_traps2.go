package main

import (
	"encoding/base64"
	"strings"
)

// Traps that look technical: hashes, ids, digests, public keys, publishable keys, paths, URLs.

func hbeUUID() string {
	h := hbeR(hbeHex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + hbeP("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

func hbeCert() string {
	n := hbeN(3, 6)
	lines := make([]string, n)
	for i := range lines {
		lines[i] = hbeR(hbeB64, 64)
	}
	lines[0] = "MIID" + hbeR(hbeB64, 60)
	lines[n-1] = hbeR(hbeB64, 28) + "="
	return "-----BEGIN CERTIFICATE-----\n" + strings.Join(lines, "\n") + "\n-----END CERTIFICATE-----"
}

func hbePubPEM() string {
	return "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + hbeR(hbeB64, 20) + "\n" +
		hbeR(hbeB64, 64) + "\n" + hbeR(hbeB64, 64) + "\n" + hbeR(hbeB64, 20) + "IDAQAB\n-----END PUBLIC KEY-----"
}

func hbeSSHPub() string {
	if rng.IntN(2) == 0 {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + hbeR(hbeB64, 43) + " " + strings.ToLower(hbeName()) + "@laptop"
	}
	return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + hbeR(hbeB64, 180) + " deploy@booking-web"
}

func hbeTrapSamplesB() []Sample {
	var out []Sample
	for i := 0; i < 116; i++ {
		var s Sample
		switch i % 29 {
		case 0:
			s = hbeTrap("git-sha", "chat", hbeF("rate-sync fix is in %s, deployed to staging", hbeHex40()))
		case 1:
			s = hbeTrap("git-log", "shell", hbeF("$ git log --oneline -3\n%s booking: fix child age bands\n%s ota: map room %s\n%s docs: voucher template", hbeR(hbeHex, 7), hbeR(hbeHex, 7), strings.ReplaceAll(hbeRoom(), " ", "_"), hbeR(hbeHex, 7)))
		case 2:
			s = hbeTrap("checksum", "shell", hbeF("$ sha256sum brochure-2026.pdf\n%s  brochure-2026.pdf", hbeR(hbeHex, 64)))
		case 3:
			s = hbeTrap("uuid", "log", hbeF("booking %s created for hotel %d by channel %s", hbeUUID(), hbeN(1000, 99999), hbeP("BDC", "EXP", "AGODA", "DIRECT")))
		case 4:
			s = hbeTrap("request-id", "log", hbeF("2026-04-0%d 12:00:0%d WARN upstream timeout x-request-id=%s trace=%s span=%s", hbeN(1, 9), hbeN(0, 9), hbeUUID(), hbeR(hbeHex, 32), hbeR(hbeHex, 16)))
		case 5:
			s = hbeTrap("build-id", "ci", hbeF("Build #%d (%s) passed in 4m12s\nartifact: booking-engine-%d.%d.%d-%s.tar.gz", hbeN(1000, 9999), hbeR(hbeHex, 12), hbeN(1, 5), hbeN(0, 20), hbeN(0, 40), hbeR(hbeHex, 8)))
		case 6:
			s = hbeTrap("image-digest", "yaml", hbeF("containers:\n  - name: ota-gateway\n    image: ghcr.io/example-dmc/ota-gateway@sha256:%s\n    ports:\n      - containerPort: 8080", hbeR(hbeHex, 64)))
		case 7:
			raw := hbeF(`{"page":%d,"size":50,"sort":"arrival"}`, hbeN(2, 40))
			s = hbeTrap("base64-data", "chat", hbeF("next cursor is %s", base64.StdEncoding.EncodeToString([]byte(raw))))
		case 8:
			s = hbeTrap("base64-data", "email", hbeF("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", base64.StdEncoding.EncodeToString([]byte("Dear guest, your transfer from the airport is confirmed for "+hbeDate()+". Our driver will hold a sign with your name."))))
		case 9:
			s = hbeTrap("ssh-pubkey", "chat", hbeF("add my key to the bastion please:\n%s", hbeSSHPub()))
		case 10:
			s = hbeTrap("certificate", "notes", hbeF("Public cert for the OTA callback TLS (safe to share):\n%s", hbeCert()))
		case 11:
			s = hbeTrap("public-key", "notes", hbeF("Webhook signature verification key from the channel manager:\n%s", hbePubPEM()))
		case 12:
			s = hbeTrap("publishable-key", "js", hbeF("const stripe = Stripe('pk_live_%s');\nconst elements = stripe.elements({ locale: 'es' });", hbeR(hbeAlnum, 40)))
		case 13:
			s = hbeTrap("publishable-key", "html", hbeF("<script>\n  mapboxgl.accessToken = 'pk.%s.%s';\n</script>", base64.RawURLEncoding.EncodeToString([]byte(`{"u":"example-dmc","a":"clx`+hbeR(hbeLower+hbeDig, 10)+`"}`)), hbeR(hbeB64u, 22)))
		case 14:
			v := hbeVendorPick()
			ph := hbeP("<your-token>", "changeme", "xxxx", "REPLACE_ME", "${"+v.env+"}", "<paste here>", "TODO", "********", "your_api_key_here", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx")
			s = hbeTrap("placeholder", "env", hbeF("# copy to .env and fill in\n%s=%s\nBOOKING_PASSWORD=%s\nDB_PASSWORD=", v.env, ph, hbeP("changeme", "<password>", "", "xxxxxxxx", "${DB_PASS}")))
		case 15:
			v := hbeVendorPick()
			s = hbeTrap("placeholder", "markdown", hbeF("## Setup\n\n```\nexport %s=%s\n```\n\nGet it from the %s workspace, never commit it.", v.env, hbeP("YOUR_CLIENT_SECRET", "<token>", "...", "$(vault read -field=value secret/"+strings.ToLower(v.env)+")", "\"$TOKEN\""), hbeSystem()))
		case 16:
			s = hbeTrap("menu-path", "chat", hbeF("in the extranet go to %s to add the new %s", hbeP("rate plan", "room type", "promotion", "child policy"), hbeP("Admin / Settings / Rate plans", "Property > Rates & Availability > Calendar", "Admin / Users / Permissions", "Settings → Channels → Booking.com")))
		case 17:
			s = hbeTrap("file-path", "chat", hbeF("the contracts are under %s", hbeP(`\\fileserver\contracts\`+hbeP("2025", "2026", "2027")+`\hotels\`+strings.ReplaceAll(hbeHotel(), " ", "_")+".pdf", "/srv/vouchers/2026/03/"+hbeR(hbeDig, 6)+".pdf", "C:\\Users\\reservas\\Documents\\rooming_"+hbeDate()+".xlsx", "~/Downloads/"+strings.ToLower(hbeR(hbeUpDig, 10))+"_invoice.pdf")))
		case 18:
			s = hbeTrap("url", "chat", hbeF("availability API: https://api.example-bedbank.com/hotel-api/1.0/hotels?checkIn=2026-0%d-1%d&rooms=1&adults=2&token_type=bearer", hbeN(1, 9), hbeN(0, 9)))
		case 19:
			s = hbeTrap("email", "chat", hbeF("send the rooming list to %s and cc %s", strings.ToLower(hbeName())+".groups@"+hbeP("example-hotel.com", "miramar-palma.es", "riad-zitoun.ma"), "ops@"+hbeP("atlas-travel.de", "kiwitrails.nz", "solymar.es")))
		case 20:
			s = hbeTrap("username", "chat", hbeF("my Sabre EPR is %s and my username on the extranet is %s", hbeR(hbeDig, 5), hbeUser()))
		case 21:
			s = hbeTrap("hostname", "notes", hbeF("GDS bridge hosts: gds-bridge-01.prod.internal, gds-bridge-02.prod.internal (%s), sftp.bedbank.example.com:22", hbeF("10.%d.%d.%d", hbeN(0, 255), hbeN(0, 255), hbeN(1, 254))))
		case 22:
			s = hbeTrap("version", "chat", hbeF("upgraded Smartpoint to %d.%d.%d.%d and the Amadeus plugin to v%d.%d.%d-rc.%d", hbeN(9, 11), hbeN(0, 9), hbeN(0, 9), hbeN(100, 999), hbeN(1, 4), hbeN(0, 12), hbeN(0, 9), hbeN(1, 5)))
		case 23:
			s = hbeTrap("lockfile", "json", hbeF("\"node_modules/date-fns\": {\n  \"version\": \"3.%[1]d.0\",\n  \"resolved\": \"https://registry.npmjs.org/date-fns/-/date-fns-3.%[1]d.0.tgz\",\n  \"integrity\": \"sha512-%[2]s==\"\n}", hbeN(0, 6), hbeR(hbeB64, 86)))
		case 24:
			s = hbeTrap("product-code", "chat", hbeF("order the welcome kits SKU %s-%s-%s, 40 units", hbeR(hbeUpper, 3), hbeR(hbeUpDig, 5), hbeR(hbeDig, 2)))
		case 25:
			s = hbeTrap("aws-arn", "notes", hbeF("bucket policy applies to arn:aws:s3:::dmc-vouchers-%s/* and role arn:aws:iam::%s:role/voucher-uploader", hbeR(hbeDig, 4), hbeR(hbeDig, 12)))
		case 26:
			s = hbeTrap("client-id", "chat", hbeF("the OAuth client id for the partner app is %s.apps.googleusercontent.com (public, goes in the login page)", hbeR(hbeDig, 12)+"-"+hbeR(hbeLower+hbeDig, 32)))
		case 27:
			s = hbeTrap("etag", "http", hbeF("HTTP/1.1 304 Not Modified\nETag: \"%s\"\nCache-Control: max-age=300\nX-Cache: HIT", hbeR(hbeHex, 32)))
		default:
			s = hbeTrap("sri", "html", hbeF("<script src=\"https://cdn.example.net/booking-widget/%d.%d/widget.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>", hbeN(1, 4), hbeN(0, 9), hbeR(hbeB64, 64)))
		}
		out = append(out, s)
	}
	return out
}

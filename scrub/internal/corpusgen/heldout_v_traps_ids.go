package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Traps: identifiers, hashes, digests, versions and public material that look random but
// are not credentials.

func hvTrapsIDs() []Sample {
	return hvCollect(100, func(i int) Sample {
		sha := hvHex(40)
		switch i % 36 {
		case 0:
			return hvTrap("git-sha", "git-log", fmt.Sprintf("commit %s\nAuthor: %s <%s@users.noreply.github.com>\nDate:   %s\n\n    fix typo in opening hours", sha, hvName(), strings.ToLower(hvName()), "Tue Mar 5 14:02:11 2024 +0100"))
		case 1:
			return hvTrap("git-sha", "chat", fmt.Sprintf("reverted %s, the menu page works again", sha[:hvI(7, 8, 12)]))
		case 2:
			return hvTrap("checksum", "shell", fmt.Sprintf("$ sha256sum %s\n%s  %s", hvP("ubuntu-24.04-desktop-amd64.iso", "family-video.mp4", "backup-2024.tar.gz"), hvHex(64), hvP("ubuntu-24.04-desktop-amd64.iso", "family-video.mp4", "backup-2024.tar.gz")))
		case 3:
			return hvTrap("checksum", "readme", fmt.Sprintf("Download v%d.%d.%d\nSHA-256: %s\nMD5: %s", hvN(1, 5), hvN(0, 20), hvN(0, 9), hvHex(64), hvHex(32)))
		case 4:
			return hvTrap("image-digest", "yaml", fmt.Sprintf("image: ghcr.io/home-assistant/home-assistant@sha256:%s\nrestart: unless-stopped", hvHex(64)))
		case 5:
			return hvTrap("uuid", "log", fmt.Sprintf("%s INFO request_id=%s path=/api/bookings status=200 duration=%dms", hvTS(), hvUUID(), hvN(5, 900)))
		case 6:
			return hvTrap("request-id", "http", fmt.Sprintf("HTTP/1.1 502 Bad Gateway\nX-Request-Id: %s\nX-Amzn-Trace-Id: Root=1-%s-%s", hvHex(32), hvHex(8), hvHex(24)))
		case 7:
			return hvTrap("build-id", "ci-log", fmt.Sprintf("Build #%d (%s) finished: SUCCESS\nartifact: app-%d.%d.%d+g%s.apk", hvN(100, 9999), hvUUID(), hvN(1, 9), hvN(0, 30), hvN(0, 99), sha[:7]))
		case 8:
			return hvTrap("version", "chat", fmt.Sprintf("updated the NAS to DSM %d.%d.%d-%d Update %d, took 20 minutes", hvN(6, 7), hvN(0, 2), hvN(0, 2), hvN(60000, 79999), hvN(1, 6)))
		case 9:
			return hvTrap("order-number", "email", fmt.Sprintf("Your order %d-%07d-%07d has shipped. Tracking: 1Z%s%s", hvN(100, 999), hvN(0, 9999999), hvN(0, 9999999), hvS(6, upper+digits), hvS(10, digits)))
		case 10:
			return hvTrap("ticket-number", "chat", fmt.Sprintf("see %s-%d and INC%07d, same root cause", hvP("PROJ", "HR", "SHOP", "OPS"), hvN(10, 9999), hvN(100000, 9999999)))
		case 11:
			return hvTrap("aws-ids", "notes", fmt.Sprintf("account %s, instance i-%s, sg-%s, arn:aws:s3:::%s-backups", hvDigits(12), hvHex(17), hvHex(17), hvP("family", "bakery", "clinic")))
		case 12:
			return hvTrap("azure-ids", "notes", fmt.Sprintf("Subscription: %s\nTenant: %s\nResource group: rg-%s-prod", hvUUID(), hvUUID(), hvP("web", "shop", "intranet")))
		case 13:
			return hvTrap("stripe-ids", "log", fmt.Sprintf("%s invoice.paid customer=cus_%s invoice=in_%s amount=%d currency=eur", hvTS(), hvS(14, alnum), hvS(24, alnum), hvN(500, 99999)))
		case 14:
			return hvTrap("slack-ids", "json", fmt.Sprintf("{\"channel\":\"C%s\",\"user\":\"U%s\",\"ts\":\"%d.%06d\",\"text\":\"lunch?\"}", hvS(10, upper+digits), hvS(10, upper+digits), 1700000000+rng.IntN(9999999), hvN(0, 999999)))
		case 15:
			return hvTrap("discord-ids", "chat", fmt.Sprintf("the bot should only answer in channel %s, my user id is %s", hvSnowflake(), hvSnowflake()))
		case 16:
			return hvTrap("ssh-fingerprint", "shell", fmt.Sprintf("The authenticity of host 'nas.local (192.168.1.20)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", hvS(43, alnum+"+/")))
		case 17:
			return hvTrap("gpg-fingerprint", "email", fmt.Sprintf("-- \n%s\nPGP: %s", hvName(), strings.ToUpper(hvGroups(hvHex(40), 4, " "))))
		case 18:
			return hvTrap("mac-address", "notes", fmt.Sprintf("kids' tablet MAC %s — blocked after 21:00 in the router", strings.ToUpper(hvGroups(hvHex(12), 2, ":"))))
		case 19:
			return hvTrap("npm-integrity", "json", fmt.Sprintf("\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}", "dayjs", hvN(1, 2), hvN(0, 11), hvN(0, 13), "dayjs", "dayjs", hvN(1, 2), hvN(0, 11), hvN(0, 13), hvB64(86)))
		case 20:
			return hvTrap("go-sum", "go.sum", fmt.Sprintf("github.com/%s/%s v%d.%d.%d h1:%s=\ngithub.com/%s/%s v%d.%d.%d/go.mod h1:%s=", "spf13", "cobra", 1, hvN(5, 9), hvN(0, 9), hvB64(43), "spf13", "cobra", 1, hvN(5, 9), hvN(0, 9), hvB64(43)))
		case 21:
			return hvTrap("youtube-url", "chat", fmt.Sprintf("the tutorial for the dishwasher reset: https://www.youtube.com/watch?v=%s&t=%ds", hvS(11, b64url), hvN(10, 300)))
		case 22:
			return hvTrap("doc-url", "chat", fmt.Sprintf("the holiday rota is here https://docs.google.com/spreadsheets/d/%s/edit#gid=0", hvS(44, b64url)))
		case 23:
			return hvTrap("etag", "http", fmt.Sprintf("HTTP/1.1 304 Not Modified\nETag: \"%s\"\nCache-Control: max-age=3600", hvHex(32)))
		case 24:
			return hvTrap("base64-data", "shell", func() string {
				p := hvP("hello world", "Happy birthday, Oma!", "meeting moved to 3pm", "shopping list: milk, bread")
				return fmt.Sprintf("$ echo '%s' | base64 -d\n%s", base64.StdEncoding.EncodeToString([]byte(p)), p)
			}())
		case 25:
			return hvTrap("base64-data", "html", fmt.Sprintf("<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s\">", hvB64(hvN(40, 90))))
		case 26:
			body := hvP("Hi Grandma,\nthe photos from the trip are attached.\nLove, Mia", "Dear parents,\nschool trip forms are due Friday.\nThanks")
			return hvTrap("base64-data", "mime", fmt.Sprintf("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", base64.StdEncoding.EncodeToString([]byte(body))))
		case 27:
			return hvTrap("ssh-public-key", "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", hvB64(43), strings.ToLower(hvP("anna", "sven", "mateo", "priya")), hvP("laptop", "macbook", "desktop")))
		case 28:
			lines := []string{"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + hvB64(20)}
			for j := 0; j < 5; j++ {
				lines = append(lines, hvB64(64))
			}
			lines = append(lines, hvB64(8)+"IDAQAB")
			return hvTrap("public-key", "pem", "-----BEGIN PUBLIC KEY-----\n"+strings.Join(lines, "\n")+"\n-----END PUBLIC KEY-----")
		case 29:
			lines := []string{"MIIDdzCCAl+gAwIBAgIE" + hvB64(44)}
			for j := 0; j < 6; j++ {
				lines = append(lines, hvB64(64))
			}
			lines = append(lines, hvB64(40)+"==")
			return hvTrap("certificate", "pem", fmt.Sprintf("# CA of the office firewall, install on new laptops\n-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----", strings.Join(lines, "\n")))
		case 30:
			return hvTrap("publishable-key", "html", fmt.Sprintf("<script>\n  const stripe = Stripe('pk_live_51%s');\n</script>", hvS(97, alnum)))
		case 31:
			return hvTrap("publishable-key", "html", fmt.Sprintf("<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>", hvS(38, b64url)))
		case 32:
			return hvTrap("analytics-id", "html", fmt.Sprintf("<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>", hvS(10, upper+digits)))
		case 33:
			return hvTrap("wireguard-public", "ini", fmt.Sprintf("[Peer]\n# %s's phone\nPublicKey = %s=\nAllowedIPs = 10.8.0.%d/32", hvName(), hvB64(43), hvN(2, 200)))
		case 34:
			return hvTrap("age-recipient", "notes", fmt.Sprintf("backup recipients (public):\nage1%s", hvS(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")))
		default:
			return hvTrap("iban-free-ids", "csv", fmt.Sprintf("date,description,amount,reference\n2024-%02d-%02d,Grocery store,-%d.%02d,REF%s\n2024-%02d-%02d,Salary,%d.00,SAL%s", hvN(1, 12), hvN(1, 28), hvN(5, 200), hvN(0, 99), hvS(10, digits), hvN(1, 12), hvN(1, 28), hvN(1500, 5000), hvS(8, digits)))
		}
	})
}

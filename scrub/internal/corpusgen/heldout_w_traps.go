package main

import (
	"encoding/base64"
	"strings"
)

// Traps, part one: identifiers, hashes, digests, public keys and publishable keys that look
// random but are no credential. Every text must come back unchanged.

func hwTraps() []Sample {
	var out []Sample
	out = append(out, hwRun(36, hwTrapHashes)...)
	out = append(out, hwRun(32, hwTrapIDs)...)
	out = append(out, hwRun(26, hwTrapPublic)...)
	out = append(out, hwRun(28, hwTrapDiscordish)...)
	out = append(out, hwRun(24, hwTrapWrapped)...)
	out = append(out, hwRun(26, hwTrapB64)...)
	return out
}

func hwTrapHashes() Sample {
	sha := hwHex(40)
	switch rng.IntN(12) {
	case 0:
		return hwT("git-sha", "chat", hwF("%s: the regression came in with %s, can you revert it?", hwPerson(), sha))
	case 1:
		return hwT("git-sha", "shell", hwF("$ git log --oneline -3\n%s fix invoice rounding\n%s bump deps\n%s add CSV export", hwHex(7), hwHex(7), hwHex(7)))
	case 2:
		return hwT("git-sha", "note", hwF("deployed commit %s to prod on %s at %s", sha, hwDate(), hwTime()))
	case 3:
		return hwT("checksum", "shell", hwF("$ sha256sum restic_0.17.%d_linux_amd64.bz2\n%s  restic_0.17.%d_linux_amd64.bz2", hwN(0, 3), hwHex(64), hwN(0, 3)))
	case 4:
		return hwT("checksum", "note", hwF("ISO checksum (SHA-256): %s — matches the site", hwHex(64)))
	case 5:
		return hwT("image-digest", "yaml", hwF("image: ghcr.io/brightdesk/api@sha256:%s\nreplicas: 2", hwHex(64)))
	case 6:
		return hwT("image-digest", "shell", hwF("$ docker pull postgres:16\n16: Pulling from library/postgres\nDigest: sha256:%s\nStatus: Downloaded newer image for postgres:16", hwHex(64)))
	case 7:
		return hwT("git-sha", "diff", hwF("diff --git a/go.sum b/go.sum\nindex %s..%s 100644", hwHex(7), hwHex(7)))
	case 8:
		return hwT("checksum", "lockfile", hwF("\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"integrity\": \"sha512-%s==\"\n}", hwB64Block(86)))
	case 9:
		return hwT("gpg-fingerprint", "note", hwF("Signing key fingerprint: %s (public, it's on keys.openpgp.org)", strings.ToUpper(sha)))
	case 10:
		return hwT("checksum", "chat-de", hwF("Die MD5-Summe der Datei ist %s, also identisch mit dem Original.", hwHex(32)))
	}
	return hwT("git-sha", "ci-log", hwF("Checking out %s\nHEAD is now at %s Merge pull request #%d from brightdesk/fix-export", sha, sha[:7], hwN(100, 999)))
}

func hwTrapIDs() Sample {
	switch rng.IntN(12) {
	case 0:
		return hwT("uuid", "log", hwF("%s ERROR order sync failed request_id=%s tenant=%s", hwLogTS(), hwUUID(), hwUUID()))
	case 1:
		return hwT("uuid", "ticket", hwF("%s Customer reports invoice %s missing. Trace id %s.", hwTicket(), hwUUID(), hwHex(32)))
	case 2:
		return hwT("build-id", "ci-log", hwF("Build #%d (id %s) finished in %dm%ds", hwN(1000, 9000), hwR(lower+digits, 20), hwN(1, 9), hwN(0, 59)))
	case 3:
		return hwT("version", "note", hwF("Upgraded Nextcloud %d.0.%d → %d.0.%d, PHP 8.%d, kernel 6.%d.%d-%d-generic", hwN(27, 29), hwN(0, 9), hwN(29, 30), hwN(0, 9), hwN(1, 3), hwN(1, 8), hwN(0, 40), hwN(10, 60)))
	case 4:
		return hwT("ticket-number", "chat", hwF("see %s and %s, same root cause", hwTicket(), hwTicket()))
	case 5:
		return hwT("phone", "note", hwF("Plumber: +49 30 %s %s, available %s after %s", hwR(digits, 4), hwR(digits, 4), hwDay(), hwTime()))
	case 6:
		return hwT("product-code", "email", hwF("Order confirmation\nItem: USB-C dock, SKU %s-%s\nSerial: %s\nTracking: 1Z%s", hwR(upper, 3), hwR(digits, 5), hwR(upper+digits, 12), hwR(upper+digits, 16)))
	case 7:
		return hwT("aws-arn", "note", hwF("role arn:aws:iam::%s:role/backup-writer, bucket arn:aws:s3:::brightdesk-backups", hwR(digits, 12)))
	case 8:
		return hwT("request-id", "log", hwF("x-amz-request-id: %s\nx-amz-id-2: %s", hwR(upper+digits, 16), hwB64Block(76)))
	case 9:
		return hwT("date-time", "meeting-notes", hwF("Meeting %s %s\n- Q3 numbers ok\n- next review %s", hwDate(), hwTime(), hwDate()))
	case 10:
		return hwT("license-id", "note", hwF("Invoice INV-%s-%s, VAT ID DE%s, IBAN last digits %s", hwR(digits, 4), hwR(digits, 4), hwR(digits, 9), hwR(digits, 4)))
	}
	return hwT("azure-id", "note", hwF("Tenant ID %s, subscription %s, client (application) ID %s", hwUUID(), hwUUID(), hwUUID()))
}

func hwTrapPublic() Sample {
	switch rng.IntN(8) {
	case 0:
		return hwT("ssh-public-key", "note", hwF("add this to authorized_keys on %s:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop", hwHost(), hwB64Block(43), strings.ToLower(hwPerson())))
	case 1:
		return hwT("ssh-public-key", "shell", hwF("$ cat ~/.ssh/id_rsa.pub\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s ops@backup01", hwB64Block(120)))
	case 2:
		var ls []string
		for i := 0; i < 5; i++ {
			ls = append(ls, hwB64Block(64))
		}
		return hwT("certificate", "pem", "-----BEGIN CERTIFICATE-----\nMIID"+hwB64Block(60)+"\n"+strings.Join(ls, "\n")+"\n-----END CERTIFICATE-----")
	case 3:
		return hwT("public-key", "pem", hwF("-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA%s=\n-----END PUBLIC KEY-----", hwB64Block(43)))
	case 4:
		return hwT("publishable-key", "javascript", hwF("const stripe = Stripe('pk_live_%s');", hwR(alnum, 99)))
	case 5:
		return hwT("publishable-key", "env", hwF("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_%s\nNEXT_PUBLIC_APP_NAME=Brightdesk", hwR(alnum, 99)))
	case 6:
		return hwT("publishable-key", "html", hwF("<script>mapboxgl.accessToken = 'pk.%s.%s';</script>", hwR(b64url, 60), hwR(b64url, 22)))
	}
	return hwT("ssh-host-key", "shell", hwF("The authenticity of host '%s' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no)?", hwHost(), hwR(alnum+"+/", 43)))
}

// Shapes near the Discord and login-pair samples that hold no secret.
func hwTrapDiscordish() Sample {
	id := hwR("123456789", 1) + hwR(digits, 17)
	switch rng.IntN(10) {
	case 0:
		return hwT("discord-id", "chat", hwF("the channel id is %s and the role id %s", id, hwR("123456789", 1)+hwR(digits, 17)))
	case 1:
		return hwT("discord-id", "json", hwF("{\n  \"guild_id\": \"%s\",\n  \"prefix\": \"!\",\n  \"token\": \"<set in .env>\"\n}", id))
	case 2:
		return hwT("discord-invite", "chat", hwF("join our server: https://discord.gg/%s", hwR(alnum, 8)))
	case 3:
		return hwT("discord-id", "note", hwF("Application ID %s, public key in the dev portal, bot token lives in the vault", id))
	case 4:
		return hwT("menu-path", "runbook", hwF("Go to Admin / Settings / Users, select %s and click Reset password. The user gets an e-mail.", hwUser()))
	case 5:
		return hwT("menu-path", "chat", "it's under Network / Wireless / Security on the router page")
	case 6:
		return hwT("username-only", "note", hwF("%s login: %s (password in Bitwarden, folder Home)", hwP([]string{"Router", "NAS", "Printer"}), hwUser()))
	case 7:
		return hwT("role-pair", "chat", hwF("%s has admin / editor rights on the wiki, %s only viewer", hwPerson(), hwPerson()))
	case 8:
		return hwT("base64-id", "chat", hwF("weird, the user id in the log is base64: %s, decodes to %s", base64.RawStdEncoding.EncodeToString([]byte(id)), id))
	}
	return hwT("login-pair-placeholder", "yaml", "- name: router\n  login: admin / <see vault>\n  notes: default login disabled")
}

// Lines that could look like the second half of a wrapped key but are ordinary.
func hwTrapWrapped() Sample {
	switch rng.IntN(8) {
	case 0:
		h := hwHex(64)
		return hwT("wrapped-checksum", "note", hwF("SHA-256 of the backup:\n%s\n%s", h[:32], h[32:]))
	case 1:
		return hwT("wrapped-url", "email", hwF("> download link:\n> https://files.brightdesk.io/share/quarterly-report-%s\n> -final-v%d.pdf", hwDate(), hwN(2, 5)))
	case 2:
		u := hwUUID()
		return hwT("wrapped-id", "log", hwF("%s WARN slow query id=%s\n  plan=%s", hwLogTS(), u, hwR(lower, 6)+"_scan"))
	case 3:
		return hwT("wrapped-digest", "shell", hwF("sha256:%s\n%s", hwHex(32), hwHex(32)))
	case 4:
		return hwT("product-code", "note", hwF("Windows product name on the sticker:\n%s\nserial %s", hwP([]string{"Latitude 5440", "ThinkPad T14 Gen 4", "EliteBook 840 G10"}), hwR(upper+digits, 7)))
	case 5:
		return hwT("wrapped-path", "stacktrace", hwF("at com.brightdesk.sync.OrderImporter.importBatch(OrderImporter.java:%d)\nat com.brightdesk.sync.Worker.run(Worker.java:%d)", hwN(40, 400), hwN(10, 99)))
	case 6:
		return hwT("ipv6", "note", hwF("office prefix 2001:db8:%s::/48\ngateway 2001:db8:%s::1", hwHex(4), hwHex(4)))
	}
	return hwT("wrapped-hash", "chat", hwF("commit hash got cut:\n%s\n%s", hwHex(20), hwHex(20)))
}

func hwTrapB64() Sample {
	txt := hwP([]string{"hello from the office", "{\"theme\":\"dark\",\"lang\":\"de\"}", "Quarterly report Q3", "user=mara;role=viewer", "ok", "#!/bin/sh\necho ready\n"})
	b := base64.StdEncoding.EncodeToString([]byte(txt))
	switch rng.IntN(6) {
	case 0:
		return hwT("base64-data", "shell", hwF("$ echo %s | base64 -d\n%s", b, strings.TrimRight(txt, "\n")))
	case 1:
		return hwT("base64-data", "yaml", hwF("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ui-settings\nbinaryData:\n  settings.json: %s", b))
	case 2:
		return hwT("base64-data", "html", hwF("<img alt=\"dot\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s\">", hwB64Block(12)))
	case 3:
		return hwT("base64-data", "email", hwF("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", b))
	case 4:
		return hwT("base64-data", "note", hwF("the webhook payload arrives as base64 (%s) and we decode it before parsing", b))
	}
	return hwT("jwt-header", "chat", "every JWT starts with eyJ because that's base64 for {\" — the header, not a secret")
}

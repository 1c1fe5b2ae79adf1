package main

import (
	"fmt"
	"strings"
)

// Traps, part two: office notes, public keys, ids and values shaped like the secrets.

func hdqTrap2Gens() []hdqGen {
	return []hdqGen{
		{5, hdqTr2PGP}, {5, hdqTr2SSHPub}, {5, hdqTr2SlackLink}, {5, hdqTr2GitHubRefs}, {5, hdqTr2Twilio},
		{5, hdqTr2Azure}, {5, hdqTr2OAuthClientID}, {5, hdqTr2MFAHowTo}, {5, hdqTr2WifiAsk}, {5, hdqTr2DoorTalk},
		{4, hdqTr2SafePolicy}, {4, hdqTr2BackupAdvice}, {5, hdqTr2LicenceMasked}, {5, hdqTr2Versions},
		{5, hdqTr2Timesheet}, {5, hdqTr2Completion}, {5, hdqTr2DockerDigest}, {4, hdqTr2DataURI},
		{5, hdqTr2PwChanged}, {5, hdqTr2ConflictCheck}, {5, hdqTr2DocuSignStatus}, {4, hdqTr2DataRoomStats},
		{5, hdqTr2Brand}, {5, hdqTr2EvidenceLog},
	}
}

func hdqTr2PGP() Sample {
	text := fmt.Sprintf("Our public key for encrypted client correspondence (fingerprint %s):\n\n%s", strings.ToUpper(rnd(hexs, 40)), hdqPubPEM())
	return hdqTrap("trap-public-key", "mail", text)
}

func hdqTr2SSHPub() Sample {
	var lines []string
	for i := 0; i < 2+rng.IntN(2); i++ {
		lines = append(lines, fmt.Sprintf("%s AAAA%s %s@%s", pick([]string{"ssh-ed25519", "ssh-rsa"}), hdqB64(48+rng.IntN(200)), strings.ToLower(hdqFirst()), pick([]string{"lit-support-pc", "docketing01", "MacBook-Pro"})))
	}
	return hdqTrap("trap-ssh-public-key", "config", "# ~/.ssh/authorized_keys on the precedent-bank server\n"+strings.Join(lines, "\n"))
}

func hdqTr2SlackLink() Sample {
	ws := strings.ToLower(pick(hdqLasts)) + "-law"
	text := fmt.Sprintf("Discussion about the %s deadline is here: https://%s.slack.com/archives/C%s/p%d - the bot posts into #docketing (channel ID C%s, bot user U%s).",
		hdqCaseNo(), ws, rnd(upper+digits, 10), 1700000000000000+rng.IntN(99999999), rnd(upper+digits, 10), rnd(upper+digits, 10))
	return hdqTrap("trap-slack-ids", "chat", text)
}

func hdqTr2GitHubRefs() Sample {
	text := fmt.Sprintf("PR #%d (precedent-templates) merged as %s. CI run %d passed. Reminder: use a fine-grained token (github_pat_...) stored as a repo secret, never paste it into the workflow file.", 10+rng.IntN(500), rnd(hexs, 40), 1000000000+rng.IntN(999999999))
	return hdqTrap("trap-git-refs", "chat", text)
}

func hdqTr2Twilio() Sample {
	text := fmt.Sprintf("Hearing-reminder SMS: account SID AC%s, messaging service MG%s, sender +44 7%03d %06d. Auth token is in the Azure Key Vault 'legal-apps-kv'.", rnd(hexs, 32), rnd(hexs, 32), rng.IntN(999), rng.IntN(999999))
	return hdqTrap("trap-twilio-ids", "note", text)
}

func hdqTr2Azure() Sample {
	sub := hdqUUID()
	text := fmt.Sprintf("Resource: /subscriptions/%s/resourceGroups/rg-legal-apps/providers/Microsoft.Storage/storageAccounts/%sevidence\nTenant: %s\nApp registration (client) ID: %s\nSecrets: managed identity, nothing stored.", sub, strings.ToLower(pick(hdqLasts)), hdqUUID(), hdqUUID())
	return hdqTrap("trap-azure-ids", "note", text)
}

func hdqTr2OAuthClientID() Sample {
	text := fmt.Sprintf("%s: the Clio app's client id is %s, redirect URI https://intake.%s/oauth/callback. The secret is in the vault, I'll give you access.", hdqFirst(), rnd(alnum, 40), hdqFirm().domain)
	if rng.IntN(2) == 0 {
		text = fmt.Sprintf("DocuSign integration key %s, account id %s, user id %s - using JWT grant with the RSA key from the secrets manager.", hdqUUID(), hdqUUID(), hdqUUID())
	}
	return hdqTrap("trap-client-id", "chat", text)
}

func hdqTr2MFAHowTo() Sample {
	p := pick(hdqPlatforms)
	text := fmt.Sprintf("How to log into %s from home:\n1. Go to https://%s\n2. Enter your firm email and your normal password\n3. Enter the 6-digit code from Microsoft Authenticator\n4. If you've lost your phone, call the service desk on ext %d - they'll verify you by video.", p.name, p.host, 2000+rng.IntN(7999))
	return hdqTrap("trap-mfa-instructions", "wiki", text)
}

func hdqTr2WifiAsk() Sample {
	text := pick([]string{
		"Guest Wi-Fi for clients: network %s-Guest, password changes daily - reception has today's on a card.",
		"%s-Staff Wi-Fi now uses your normal login (802.1X), no shared key anymore.",
		"Wifi in court: there's public Wi-Fi, but don't use it for anything confidential. Tether to your phone. (%s)",
	})
	return hdqTrap("trap-wifi-talk", "chat", fmt.Sprintf(text, strings.ToUpper(rnd(upper, 2))))
}

func hdqTr2DoorTalk() Sample {
	f := hdqFirst()
	text := pick([]string{
		"Heads up: the side door code changed over the weekend, ask %s on reception for the new one.",
		"%s - alarm code is the same as the door code, I'll tell you in person.",
		"Building reminder: never write the door code on post-its. %s has it if you're locked out.",
	})
	return hdqTrap("trap-code-talk", "chat", fmt.Sprintf(text, f)+pick([]string{"", " Thanks!", " - facilities", " (" + hdqDate() + ")"}))
}

func hdqTr2SafePolicy() Sample {
	text := fmt.Sprintf("Deeds safe policy (rev. %s): the combination is held only by the office manager and the senior partner and is changed whenever someone leaves. Record every removal of an original will in the register, with matter no.", hdqDate())
	return hdqTrap("trap-code-talk", "wiki", text)
}

func hdqTr2BackupAdvice() Sample {
	text := fmt.Sprintf("When you enrol in MFA for %s you'll get %d backup codes. Print them, keep them somewhere safe (not on the laptop), each one works once. Lost them? Service desk (ext %d) can issue new ones.", pick(hdqPlatforms).name, pick([]int{8, 10, 12, 16}), 2000+rng.IntN(7999))
	return hdqTrap("trap-backup-code-advice", "wiki", text)
}

func hdqTr2LicenceMasked() Sample {
	text := fmt.Sprintf("Licence audit %s: %s - 10 of 10 seats used, licence key *****-*****-*****-*****-***** (on the vendor portal), support contract no. %d, renewal %s.", hdqDate(),
		pick([]string{"Adobe Acrobat Pro", "CaseMap", "TrialDirector", "Litera Compare"}), 100000+rng.IntN(899999), hdqDate())
	return hdqTrap("trap-masked-licence", "ticket", text)
}

func hdqTr2Versions() Sample {
	text := fmt.Sprintf("Release notes %s: iManage Work Desktop %d.%d.%d.%d, ndOffice %d.%d.%d, Clio for Outlook %d.%d; build %s, commit %s.", hdqDate(), 10, rng.IntN(9), rng.IntN(9), rng.IntN(999), 3, rng.IntN(9), rng.IntN(20), 2+rng.IntN(3), rng.IntN(20), rnd(digits, 8), rnd(hexs, 7))
	return hdqTrap("trap-version", "note", text)
}

func hdqTr2Timesheet() Sample {
	rows := []string{"date,fee_earner,matter,units,narrative"}
	for i := 0; i < 3+rng.IntN(3); i++ {
		rows = append(rows, fmt.Sprintf("%s,%s,%s,%d,%s", hdqDate(), strings.ToUpper(rnd(upper, 3)), hdqMatter(), 1+rng.IntN(30), pick([]string{
			"Reset client portal password at client's request", "Drafting witness statement", "Call with client re disclosure", "Filing via CE-File", "Reviewing data room Q&A"})))
	}
	return hdqTrap("trap-timesheet", "csv", strings.Join(rows, "\n"))
}

func hdqTr2Completion() Sample {
	text := fmt.Sprintf(`Completion statement - %d %s
Purchase price            £%d,000.00
Less deposit paid         £%d,000.00
SDLT (UTRN %s%s)   £%d.00
Land Registry fee         £%d.00
Balance due on completion  see attached
Title %s%d. Completion date %s.`, 1+rng.IntN(120), pick([]string{"Elm Grove", "Station Road", "Queens Avenue"}), 200+rng.IntN(800), 20+rng.IntN(80),
		rnd(digits, 9), rnd(upper, 2), 1000+rng.IntN(20000), 20+rng.IntN(300), pick([]string{"AGL", "NGL", "SY"}), 100000+rng.IntN(899999), hdqDate())
	return hdqTrap("trap-completion-statement", "statement", text)
}

func hdqTr2DockerDigest() Sample {
	text := fmt.Sprintf("$ docker pull jhpyle/docassemble:%d.%d\nDigest: sha256:%s\nStatus: Downloaded newer image for jhpyle/docassemble:%d.%d\n$ docker run -d --env-file .env -p 443:443 --name forms jhpyle/docassemble\n%s", 1+rng.IntN(2), rng.IntN(9), rnd(hexs, 64), 1, rng.IntN(9), rnd(hexs, 64))
	return hdqTrap("trap-image-digest", "shell", text)
}

func hdqTr2DataURI() Sample {
	text := fmt.Sprintf("<img alt=\"firm logo\" width=\"120\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s\">", hdqB64(120+rng.IntN(200)))
	return hdqTrap("trap-base64-image", "html", text)
}

func hdqTr2PwChanged() Sample {
	c := pick(hdqCourts)
	text := fmt.Sprintf("Your %s password was changed on %s at %s from IP %d.%d.%d.%d. If you did not make this change, contact the service desk immediately. Do not reply to this message.", c.name, hdqDate(), hdqTime(), 80+rng.IntN(100), rng.IntN(255), rng.IntN(255), rng.IntN(255))
	return hdqTrap("trap-password-changed-notice", "mail", text)
}

func hdqTr2ConflictCheck() Sample {
	text := fmt.Sprintf("Conflict search %d run by %s on %s: parties '%s Holdings', '%s', '%s'. 2 hits - matter %s (closed %d) and %s (adverse, open). Escalated to GC.", 10000+rng.IntN(89999), strings.ToUpper(rnd(upper, 3)), hdqDate(), hdqLast(), hdqPerson(), hdqPerson(), hdqMatter(), 2015+rng.IntN(9), hdqMatter())
	return hdqTrap("trap-conflict-check", "note", text)
}

func hdqTr2DocuSignStatus() Sample {
	text := fmt.Sprintf(`{
  "envelopeId": "%s",
  "status": "completed",
  "emailSubject": "Please sign: Engagement letter %s",
  "sentDateTime": "2025-0%d-%02dT%s:00Z",
  "documentsCombinedUri": "/envelopes/%s/documents/combined",
  "certificateUri": "/envelopes/%s/documents/certificate"
}`, hdqUUID(), hdqMatter(), 1+rng.IntN(9), 1+rng.IntN(28), hdqTime(), hdqUUID(), hdqUUID())
	return hdqTrap("trap-envelope-json", "json", text)
}

func hdqTr2DataRoomStats() Sample {
	text := fmt.Sprintf("Project %s data room weekly report: %d users across %d bidder groups, %d documents viewed, Q&A open %d. Index ref %s. Access requests go through %s - please don't forward invitations.", pick([]string{"Heron", "Basalt", "Kestrel", "Osprey"}), 20+rng.IntN(80), 2+rng.IntN(6), 100+rng.IntN(3000), rng.IntN(40), rnd(digits, 2)+"."+rnd(digits, 2)+"."+rnd(digits, 2), hdqPerson())
	return hdqTrap("trap-data-room-report", "mail", text)
}

func hdqTr2Brand() Sample {
	text := fmt.Sprintf("Brand guide for court bundles: cover colour #%s, accent #%s, font Garamond 12pt, index tabs in %s. Bundle template v%d.%d.", strings.ToUpper(rnd(hexs, 6)), strings.ToUpper(rnd(hexs, 6)), pick([]string{"navy", "burgundy", "forest green"}), 1+rng.IntN(5), rng.IntN(10))
	return hdqTrap("trap-colour", "wiki", text)
}

func hdqTr2EvidenceLog() Sample {
	text := fmt.Sprintf("Chain of custody - item EX-%03d\nReceived %s %s from %s\nDevice serial %s, IMEI %s\nForensic image %s.E01, acquisition hash SHA-256 %s\nSealed bag no. %d", rng.IntN(999), hdqDate(), hdqTime(), hdqPerson(), strings.ToUpper(rnd(upper+digits, 12)), rnd(digits, 15), strings.ToUpper(rnd(upper, 3))+rnd(digits, 4), rnd(hexs, 64), 100000+rng.IntN(899999))
	return hdqTrap("trap-evidence-log", "note", text)
}

package main

import (
	"fmt"
	"strings"
)

// The four extra shapes in an AD admin setting: Discord bot tokens, "login is user / pw",
// keys split over two lines, and service account private_key_id in prose.

func hcuGSA() string {
	return pick([]string{"gcds-sync", "gcpw-enroll", "ad-export", "intune-bq", "directory-sync"}) + "@" + pick([]string{"corp-it-", "contoso-idm-", "fab-ops-"}) + rnd(digits, 6) + ".iam.gserviceaccount.com"
}

func hcuSplit(s string) (string, string) {
	i := len(s)/2 + hcuN(-len(s)/6, len(s)/6)
	return s[:i], s[i:]
}

var hcuExtraSecrets = []hcuGen{
	func() Sample {
		tok := hcuDiscord()
		ch := rnd(digits, 18)
		t := fmt.Sprintf("# posts AD lockouts to the #helpdesk Discord channel\n$botToken = '%s'\n$channel  = '%s'\n$events = Get-WinEvent -FilterHashtable @{LogName='Security'; Id=4740} -MaxEvents 10\nforeach ($e in $events) {\n  $body = @{ content = \"Locked out: $($e.Properties[0].Value)\" } | ConvertTo-Json\n  Invoke-RestMethod -Uri \"https://discord.com/api/v10/channels/$channel/messages\" -Method Post -Headers @{ Authorization = \"Bot $botToken\" } -Body $body -ContentType 'application/json'\n}", tok, ch)
		return hcuS("discord-bot-token", "powershell", t, []string{tok}, ch)
	},
	func() Sample {
		tok, gid := hcuDiscord(), rnd(digits, 18)
		t := fmt.Sprintf("{\n  \"token\": \"%s\",\n  \"guildId\": \"%s\",\n  \"alertChannel\": \"ad-alerts\",\n  \"watch\": [\"4740\", \"4728\", \"4732\"],\n  \"domainController\": \"%s\"\n}", tok, gid, strings.ToLower(hcuHost()))
		return hcuS("discord-bot-token", "json", t, []string{tok}, gid)
	},
	func() Sample {
		tok := hcuDiscord()
		t := fmt.Sprintf("%s: the lockout bot died after the DC reboot, who has the token?\n%s: %s\n%s: thx. we should regenerate it after this, it's been in chat now",
			pick(hcuFirst), pick(hcuFirst), tok, pick(hcuFirst))
		return hcuS("discord-bot-token", "chat", t, []string{tok})
	},
	func() Sample {
		tok := hcuDiscord()
		t := fmt.Sprintf("DISCORD_BOT_TOKEN=%s\nDISCORD_CHANNEL=%s\nLDAP_URL=ldaps://%s.corp.local\nLDAP_BIND_DN=CN=svc_ldapbind,OU=Service Accounts,DC=corp,DC=local", tok, rnd(digits, 18), strings.ToLower(hcuHost()))
		return hcuS("discord-bot-token", "env", t, []string{tok}, "svc_ldapbind")
	},
	func() Sample {
		pw := hcuPw()
		dev := pick([]string{"RD gateway appliance", "UPS web UI in the DC room", "KVM switch", "old Kemp load balancer", "Synology backup NAS"})
		t := fmt.Sprintf("%s: the login for the %s is admin / %s, change it once you're in", pick(hcuFirst), dev, pw)
		return hcuS("device-password", "chat", t, []string{pw}, dev)
	},
	func() Sample {
		pw, h := hcuPw(), "ups0"+fmt.Sprint(hcuN(1, 9))+".mgmt."+hcuFQDN()
		u := pick([]string{"admin", "apc", "administrator", "root"})
		t := fmt.Sprintf("power:\n  ups_mgmt:\n    host: %s\n    login: %s / %s\n    shutdown_script: \\\\%s\\netlogon\\ups-shutdown.ps1\n    notify: it-ops@contoso.com", h, u, pw, hcuFQDN())
		return hcuS("device-password", "yaml", t, []string{pw}, h)
	},
	func() Sample {
		pw, u := hcuPw(), hcuSvc()
		t := fmt.Sprintf("%s: for the printer scan profile the login is %s / %s (the same one as on the file share ACL)", pick(hcuFirst), u, pw)
		return hcuS("service-account-password", "chat", t, []string{pw}, u)
	},
	func() Sample {
		pw, hv := hcuPw(), pick([]string{"HV01", "HV02", "HV-CL2-N1", "ESX07"})
		t := fmt.Sprintf("hosts:\n  - name: %s\n    role: hyper-v\n    bmc: https://%s-idrac.mgmt.corp.local\n    login: root / %s\n    notes: \"cluster node, drain before reboot\"", hv, strings.ToLower(hv), pw)
		return hcuS("bmc-password", "yaml", t, []string{pw}, hv)
	},
	func() Sample {
		sec := hcuAzSecret()
		a, b := hcuSplit(sec)
		cid := hcuGUID()
		t := fmt.Sprintf("%s: secret for app %s, teams wrapped it so mind the line break:\n%s\n%s\n%s: got it, joined them",
			pick(hcuFirst), cid, a, b, pick(hcuFirst))
		return hcuS("entra-client-secret", "chat", t, []string{a, b}, cid)
	},
	func() Sample {
		key := hcuSAKey()
		a, b := hcuSplit(key)
		acct := "st" + rnd(lower+digits, 10)
		t := fmt.Sprintf("Hi,\n\nstorage account %s for the Intune log upload, key1 (rotate monthly):\n\n%s\n%s\n\nThe key got split by the mail client, it's one line.\n\n%s",
			acct, a, b, strings.Title(pick(hcuFirst)))
		return hcuS("storage-account-key", "mail", t, []string{a, b}, acct)
	},
	func() Sample {
		key := hcuBLKey()
		a, b := key[:27], key[28:]
		pc := hcuPC()
		t := fmt.Sprintf("%s recovery, key as read out to the user:\n%s-\n%s\n(key ID %s)", pc, a, b, strings.ToUpper(rnd(hexs, 8)))
		return hcuS("bitlocker-recovery-key", "notes", t, []string{a, b}, pc)
	},
	func() Sample {
		sec := hcuAzSecret()
		a, b := hcuSplit(sec)
		t := fmt.Sprintf("$clientSecret = '%s' +\n                '%s'\n$tenant = '%s'\nConnect-MgGraph -TenantId $tenant -ClientSecretCredential ([pscredential]::new('%s', (ConvertTo-SecureString $clientSecret -AsPlainText -Force)))", a, b, hcuGUID(), hcuGUID())
		return hcuS("entra-client-secret", "powershell", t, []string{a, b})
	},
	func() Sample {
		kid, sa := rnd(hexs, 40), hcuGSA()
		t := fmt.Sprintf("%s: GCDS still syncs AD to Google with the old JSON key of %s, private_key_id %s. Can you disable that key today? The new one is only on the sync server.", pick(hcuFirst), sa, kid)
		return hcuS("gcp-private-key-id", "chat", t, []string{kid}, sa)
	},
	func() Sample {
		kid, sa, tk := rnd(hexs, 40), hcuGSA(), hcuTicket()
		t := fmt.Sprintf("%s - exposed service account key\nA JSON key file was found on \\\\%s\\public$\\temp. It belongs to %s, private_key_id \"%s\". GCPW enrollment uses it. Action: delete key in console, issue new key, re-deploy via Intune.", tk, hcuHost(), sa, kid)
		return hcuS("gcp-private-key-id", "ticket", t, []string{kid}, tk, sa)
	},
	func() Sample {
		kid, sa := rnd(hexs, 40), hcuGSA()
		t := fmt.Sprintf("Hi team,\n\nthe Intune-to-BigQuery export runs as %s. Its current key (private key id %s) expires %s; please create a new one and update the runbook credential before then.\n\nThanks", sa, kid, hcuDate())
		return hcuS("gcp-private-key-id", "mail", t, []string{kid}, sa)
	},
}

var hcuExtraTraps = []hcuGen{
	func() Sample {
		app, pub := rnd(digits, 18), rnd(hexs, 64)
		t := fmt.Sprintf("{\n  \"applicationId\": \"%s\",\n  \"publicKey\": \"%s\",\n  \"token\": \"${DISCORD_BOT_TOKEN}\",\n  \"alertChannel\": \"ad-alerts\"\n}", app, pub)
		return hcuT("trap-discord-public", "json", t, app, pub)
	},
	func() Sample {
		t := fmt.Sprintf("%s: I reset the lockout bot's token in the Discord developer portal, the new one is in Key Vault kv-ops as discord-bot-token. service on %s restarted, works again.", pick(hcuFirst), strings.ToLower(hcuHost()))
		return hcuT("trap-secret-location", "chat", t)
	},
	func() Sample {
		dev := pick([]string{"RD gateway appliance", "UPS web UI", "KVM switch", "backup NAS"})
		t := fmt.Sprintf("%s: the login for the %s is admin / %s", pick(hcuFirst), dev, pick([]string{"(ask Piet, it's in the vault)", "<see KeePass>", "the usual one from Secret Server", "********"}))
		return hcuT("trap-login-reference", "chat", t, dev)
	},
	func() Sample {
		h := "ups0" + fmt.Sprint(hcuN(1, 9)) + ".mgmt." + hcuFQDN()
		t := fmt.Sprintf("power:\n  ups_mgmt:\n    host: %s\n    login: admin / {{ vault_ups_password }}\n    notify: it-ops@contoso.com", h)
		return hcuT("trap-login-reference", "yaml", t, h)
	},
	func() Sample {
		th := hcuThumb()
		a, b := th[:20], th[20:]
		t := fmt.Sprintf("Cert on the RD gateway, thumbprint (wrapped):\n%s\n%s\nexpires %s, renew via the WebServer-RDG template", a, b, hcuDate())
		return hcuT("trap-split-thumbprint", "notes", t, a, b)
	},
	func() Sample {
		g := hcuGUID()
		a, b := g[:18], g[18:]
		t := fmt.Sprintf("%s: tenant id for the Autopilot profile, copy both lines:\n%s\n%s", pick(hcuFirst), a, b)
		return hcuT("trap-split-id", "chat", t, a, b)
	},
	func() Sample {
		th := strings.ToLower(hcuThumb())
		t := fmt.Sprintf("%s: the LDAPS cert on %s was renewed, new thumbprint %s. Please update the pinned value in the GCDS config.", pick(hcuFirst), strings.ToLower(hcuHost()), th)
		return hcuT("trap-cert-thumbprint", "chat", t, th)
	},
	func() Sample {
		sha := rnd(hexs, 40)
		t := fmt.Sprintf("Fixed the GPO backup script in commit %s (Backup-GPO now writes to \\\\%s\\gpo-backup$). Tagged as v%d.%d.%d.", sha, hcuHost(), hcuN(1, 3), hcuN(0, 9), hcuN(0, 20))
		return hcuT("trap-commit-sha", "chat", t, sha)
	},
	func() Sample {
		sa := hcuGSA()
		t := fmt.Sprintf("The GCDS service account %s has its key in the Secret Server folder 'Google Sync'; the private_key_id is in that JSON, don't copy it to tickets. Key rotation every 90 days.", sa)
		return hcuT("trap-secret-location", "notes", t, sa)
	},
}

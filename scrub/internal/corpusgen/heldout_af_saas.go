package main

import "strings"

// SaaS and cloud keys pasted into chats, mails and notes by administrators.

func hafSaasGens() []hafGen {
	return []hafGen{
		{24, hafSaasPaste},
	}
}

func hafSaasKey() (string, string, string) {
	switch hafCyc("hafSaasKey#0", 16) {
	case 0:
		return hafAWSSecret(), "AWS secret key", ""
	case 1:
		return hafGCPKey(), "Google Maps API key for the intranet", ""
	case 2:
		return hafAzureSecret(), "Entra app client secret", ""
	case 3:
		return hafGHP(), "GitHub token", ""
	case 4:
		return hafGLPat(), "GitLab token", ""
	case 5:
		return hafSlackBot(), "Slack bot token", ""
	case 6:
		return hafSlackHook(), "Slack webhook", ""
	case 7:
		return hafTelegram(), "Telegram bot token", ""
	case 8:
		return hafStripe(), "Stripe key", ""
	case 9:
		sec := hafR(hexs, 32)
		return hafTwilioKey() + ":" + sec, "Twilio API key SID:secret", sec
	case 10:
		return hafSendGrid(), "SendGrid API key", ""
	case 11:
		return hafOkta(), "Okta API token", ""
	case 12:
		return hafTeamsHook(), "Teams incoming webhook", ""
	case 13:
		return "GOOG1E" + hafR(upper+digits, 55), "GCS HMAC access id", ""
	case 14:
		return hafAtlassian(), "Atlassian API token", ""
	default:
		pw := hafRandPw(14)
		return "https://" + hafP(hafSvcUsers) + ":" + pw + "@" + hafHost() + "/api/", "URL with creds", pw
	}
}

func hafSaasPaste() Sample {
	k, what, sec := hafSaasKey()
	if sec == "" {
		sec = k
	}
	n := hafFirstName()
	switch hafCyc("hafSaasPaste#0", 14) {
	case 0:
		return hafSec("saas-key", "chat", hafF("%s: %s", what, k), sec)
	case 1:
		return hafSec("saas-key", "chat", hafF("@%s here you go %s", n, k), sec)
	case 2:
		return hafSec("saas-key", "teams-de", hafF("Anbei der %s für die Schnittstelle: %s – läuft in 90 Tagen ab.", what, k), sec)
	case 3:
		return hafSec("saas-key", "mail-fr", hafF("Bonjour %s,\n\nci-dessous la clé (%s) :\n%s\n\nMerci de ne pas la transférer.\n%s", n, what, k, hafName()), sec)
	case 4:
		return hafSec("saas-key", "chat-es", hafF("te paso el token: %s", k), sec)
	case 5:
		return hafSec("saas-key", "chat-nl", hafF("hier is de sleutel: %s (niet in git zetten)", k), sec)
	case 6:
		return hafSec("saas-key", "chat-ja", hafF("APIキーはこちらです：%s", k), sec)
	case 7:
		s := hafSec("saas-key", "notes", hafF("## Integrations\n- Owner: %s\n- %s: `%s`\n- Renewal: %s", hafName(), what, k, hafDate()), sec)
		return hafKeep(s, "## Integrations")
	case 8:
		return hafSec("saas-key", "ticket", hafF("RITM%07d – please store the new %s in CyberArk: %s", hafN(1000000, 9999999), what, k), sec)
	case 9:
		return hafSec("saas-key", "env", hafF("%s=%s", strings.ToUpper(strings.NewReplacer(" ", "_", ":", "", "-", "_").Replace(strings.Fields(what)[0]))+"_KEY", k), sec)
	case 10:
		return hafSec("saas-key", "markdown", hafF("| System | Secret |\n|---|---|\n| %s | %s |", what, k), sec)
	case 11:
		return hafSec("saas-key", "chat", hafF("use this one instead -> %s <- the old one got revoked", k), sec)
	case 12:
		return hafSec("saas-key", "json", hafF("{\"name\": \"%s\", \"value\": \"%s\", \"enabled\": true}", what, k), sec)
	default:
		return hafSec("saas-key", "mail-de", hafF("Hallo %s,\n\nder neue Schlüssel (%s):\n\n    %s\n\nBitte den alten bis Freitag entfernen.\n\nGruß\n%s", n, what, k, hafName()), sec)
	}
}

package main

import (
	"fmt"
	"strings"
)

// Vendors and the software around care: remote support, VPNs, cloud and SaaS tokens, e-prescribing,
// patient portal plumbing, licences, and incident reports that quote a leaked credential.

var hbyVendorGens = []hbyT{
	{6, hbyTeamViewer}, {4, hbyAnyDesk}, {5, hbyIPsecPSK}, {4, hbyVendorVPNMail},
	{5, hbyPATIncident}, {5, hbySlackBotEnv}, {5, hbyTwilioPy}, {4, hbyStripeEnv},
	{5, hbyScribeKey}, {4, hbySummaryToml}, {4, hbyGitlabClone}, {3, hbyNpmrc},
	{5, hbyRcopiaProps}, {5, hbyLicenceKey}, {5, hbyResetLink}, {4, hbyMagicLink},
	{3, hbyDatadogHelm}, {4, hbyCookieCurl}, {4, hbyAzureBlob}, {4, hbyPagerDuty},
	{4, hbyBackupKey}, {4, hbyPortalJWTEnv},
}

func hbyTeamViewer() Sample {
	id := fmt.Sprintf("%d %03d %03d %03d", hbyN(1, 1), hbyN(100, 999), hbyN(100, 999), hbyN(100, 999))
	pw := hbyPick(rnd(lower+digits, hbyN(6, 8)), rnd(alnum, hbyN(8, 10)))
	vendor := hbyPick("Sectra", "Hologic", "Varian", "Omnicell", "GE Healthcare", "Stryker")
	text := fmt.Sprintf(`[%s support chat]
Agent (%s): To look at the %s server I need to connect remotely. Please open TeamViewer and give me the ID and password.
You: ID %s password %s
Agent (%s): Thank you, connecting now. Please do not move the mouse.`, vendor, hbyFirstN(), hbyPick("workflow", "license", "archive", "interface"), id, pw, hbyFirstN())
	return hbyS("remote-support-password", "chat", text, []string{pw}, id)
}

func hbyAnyDesk() Sample {
	pw := hbyPw()
	addr := fmt.Sprintf("%d %03d %03d", hbyN(100, 999), hbyN(100, 999), hbyN(100, 999))
	text := fmt.Sprintf(`%s - vendor access for the sterilizer tracking PC (CSSD)
Vendor needs unattended access for the weekend upgrade.
AnyDesk address: %s
Unattended access password: %s  (remove on Monday, %s to confirm)`, hbyTicket(), addr, pw, hbyName())
	return hbyS("remote-support-password", "ticket", text, []string{pw}, addr)
}

func hbyIPsecPSK() Sample {
	psk := rnd(alnum+"!*-_.", hbyN(20, 40))
	peer := fmt.Sprintf("%d.%d.%d.%d", hbyN(20, 220), hbyN(0, 255), hbyN(0, 255), hbyN(1, 254))
	var text, format string
	if hbyChance(50) {
		format = "config"
		text = fmt.Sprintf(`! site-to-site to %s remote service
crypto ikev2 keyring VENDOR-KR
 peer VENDOR
  address %s
  pre-shared-key %s
!
crypto ikev2 profile VENDOR-PROF
 match identity remote address %s 255.255.255.255`, hbyPick("Siemens Healthineers", "Philips", "Elekta", "Canon Medical"), peer, psk, peer)
	} else {
		format = "config"
		text = fmt.Sprintf(`# /etc/ipsec.secrets - tunnel to imaging vendor
%s %s : PSK "%s"`, hbyIP(), peer, psk)
	}
	return hbyS("vpn-psk", format, text, []string{psk}, peer)
}

func hbyVendorVPNMail() Sample {
	pw := hbyPw()
	user := "ext_" + hbyPick("siemens", "philips", "ge", "cerner", "varian") + rnd(digits, 2)
	text := fmt.Sprintf(`Subject: Remote access for your field engineers

Hello,

As requested, the VPN account for your service team is active until %s.
Portal: https://vpn.%s
Username: %s
Password: %s
MFA is not enforced for this account per the vendor agreement; access is logged.

%s`, hbyUSDate(), hbyDomain(), user, pw, hbySign())
	return hbyS("vpn-password", "mail", text, []string{pw}, user)
}

func hbyPATIncident() Sample {
	tok := hbyPick(hbyGhp(), "github_pat_"+rnd(alnum, 22)+"_"+rnd(alnum, 59))
	repo := hbyPick("hl7-utils", "fhir-mapper", "census-dashboard", "lab-autoverify") + "-" + rnd(lower, 3)
	text := fmt.Sprintf(`Security incident %s - credential exposure
A developer committed a personal access token to the public repository %s at %s UTC:

    GITHUB_TOKEN=%s

The token had read access to the private interface repositories (no PHI stored there).
GitHub secret scanning alerted us after 14 minutes. Token revoked, audit log shows no use.`, "SEC-"+rnd(digits, 4), repo, hbyTime(), tok)
	return hbyS("github-token", "report", text, []string{tok}, repo)
}

func hbySlackBotEnv() Sample {
	tok := hbySlackBot()
	sig := rnd(hexs, 32)
	text := fmt.Sprintf(`# oncall-bot: pages the interface team when an HL7 queue backs up
SLACK_BOT_TOKEN=%s
SLACK_SIGNING_SECRET=%s
QUEUE_THRESHOLD=%d
ONCALL_CHANNEL=#clinical-apps-oncall`, tok, sig, hbyN(100, 2000))
	return hbyS("slack-token", "env", text, []string{tok, sig}, "#clinical-apps-oncall")
}

func hbyTwilioPy() Sample {
	tok := hbyTwTok()
	sid := "AC" + rnd(hexs, 32)
	text := fmt.Sprintf(`from twilio.rest import Client

# appointment reminders for %s
account_sid = "%s"
auth_token = "%s"
client = Client(account_sid, auth_token)

def remind(phone, when):
    client.messages.create(to=phone, from_="+1%s",
        body=f"Reminder: you have an appointment on {when}. Reply C to confirm.")`, pick(hbyOrgs), sid, tok, rnd(digits, 10))
	return hbyS("twilio-auth-token", "python", text, []string{tok}, sid)
}

func hbyStripeEnv() Sample {
	sk := hbyStripe()
	pk := "pk_live_" + rnd(alnum, hbyN(24, 99))
	wh := "whsec_" + rnd(alnum, 32)
	text := fmt.Sprintf(`# copay collection (patient portal)
STRIPE_PUBLISHABLE_KEY=%s
STRIPE_SECRET_KEY=%s
STRIPE_WEBHOOK_SECRET=%s
COPAY_STATEMENT_DESCRIPTOR=%s`, pk, sk, wh, strings.ToUpper(strings.Fields(pick(hbyOrgs))[0]))
	return hbyS("stripe-secret-key", "env", text, []string{sk, wh}, pk)
}

func hbyScribeKey() Sample {
	key := hbyOpenAI()
	text := fmt.Sprintf(`%s: for the ambient scribe pilot in %s clinic, the key on the sandbox laptop is
%s
%s: thanks. remember no real PHI until the BAA is signed
%s: yep, synthetic visits only`, hbyName(), hbyPick("cardiology", "family medicine", "peds", "ortho"), key, hbyName(), hbyName())
	return hbyS("openai-api-key", "chat", text, []string{key})
}

func hbySummaryToml() Sample {
	key := hbyAnthropic()
	text := fmt.Sprintf(`# discharge-summary drafting tool (internal pilot)
[llm]
provider = "anthropic"
api_key = "%s"
max_tokens = %d

[ehr]
fhir_base = "https://fhir.%s/R4"
note_type = "Discharge Summary"`, key, pick([]int{1024, 2048, 4096}), hbyDomain())
	return hbyS("anthropic-api-key", "toml", text, []string{key})
}

func hbyGitlabClone() Sample {
	tok := hbyGlpat()
	text := fmt.Sprintf(`$ git clone https://oauth2:%s@gitlab.%s/interfaces/%s.git
Cloning into '%s'...
remote: Enumerating objects: %d, done.
Receiving objects: 100%% (%d/%d), done.`, tok, hbyDomain(), "mirth-channels", "mirth-channels", hbyN(300, 4000), 812, 812)
	return hbyS("gitlab-token", "shell", text, []string{tok})
}

func hbyNpmrc() Sample {
	tok := hbyNpm()
	text := fmt.Sprintf(`# .npmrc for the portal frontend (private @%s scope)
@%s:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=%s
save-exact=true`, "hvhealth", "hvhealth", tok)
	return hbyS("npm-token", "ini", text, []string{tok})
}

func hbyRcopiaProps() Sample {
	vp, pp := hbyPwPl(), hbyPwPl()
	vu := "vendor" + rnd(digits, 5)
	text := fmt.Sprintf(`# e-prescribing (Rcopia) - %s
erx.endpoint=https://engine%d.drfirst.com/servlet/rcopia.servlet.EngineServlet
erx.vendor_username=%s
erx.vendor_password=%s
erx.practice_username=%s
erx.practice_password=%s
erx.system_name=%s`, hbyPick("prod", "staging"), hbyN(1, 3), vu, vp, strings.ToLower(rnd(upper, 4))+rnd(digits, 3), pp, strings.ToLower(rnd(lower, 6)))
	return hbyS("erx-password", "properties", text, []string{vp, pp}, vu)
}

func hbyLicenceKey() Sample {
	key := hbyLicence()
	prod := hbyPick("Vitrea Advanced Visualization", "Dragon Medical One", "Materialise Mimics", "OsiriX MD", "syngo.via client")
	text := fmt.Sprintf(`Software licence - %s
Purchased for: %s, workstation %s
Licence key: %s
Seats: %d  |  Renewal: %s
Keep this page in the dept binder only, the key activates any install.`, prod, pick(hbyOrgs), "RAD-WS"+rnd(digits, 2), key, hbyN(1, 5), hbyUSDate())
	return hbyS("licence-key", "note", text, []string{key}, prod)
}

func hbyResetLink() Sample {
	tok := rnd(b64url, hbyN(32, 64))
	mail := strings.ToLower(hbyFirstN()) + "." + strings.ToLower(strings.ReplaceAll(pick(hbyLast), "'", "")) + "@gmail.com"
	text := fmt.Sprintf(`---------- Forwarded message ---------
From: MyHealth Portal <noreply@%s>
To: %s

We received a request to reset your portal password. Use this link within 30 minutes:
https://myhealth.%s/account/reset?token=%s

If you didn't ask for this, ignore this message.

(pt forwarded this to the clinic inbox asking why it doesn't work - %s)`, hbyDomain(), mail, hbyDomain(), tok, hbyFirstN())
	return hbyS("reset-token", "mail", text, []string{tok}, mail)
}

func hbyMagicLink() Sample {
	tok := rnd(alnum, hbyN(40, 64))
	text := fmt.Sprintf(`Dr. %s, your telehealth sign-in link (valid for one use, 15 minutes):
https://telehealth.%s/login/magic/%s
Your first virtual visit is at %s.`, pick(hbyLast), hbyDomain(), tok, hbyTime())
	return hbyS("login-link-token", "mail", text, []string{tok})
}

func hbyDatadogHelm() Sample {
	api, app := rnd(hexs, 32), rnd(hexs, 40)
	text := fmt.Sprintf(`# values.yaml - monitoring for the FHIR gateway cluster
datadog:
  site: datadoghq.com
  apiKey: %s
  appKey: %s
  clusterName: fhir-gw-%s
  logs:
    enabled: true`, api, app, hbyPick("prod", "dr", "test"))
	return hbyS("datadog-api-key", "yaml", text, []string{api, app})
}

func hbyCookieCurl() Sample {
	sess := rnd(b64url, hbyN(32, 48))
	host := "labportal." + hbyDomain()
	text := fmt.Sprintf(`copied from devtools, the results page 500s for this request:

curl 'https://%s/results/pending?page=2' \
  -H 'Accept: application/json' \
  -H 'Cookie: lp_session=%s; lp_theme=light' \
  --compressed`, host, sess)
	return hbyS("session-cookie", "shell", text, []string{sess}, host)
}

func hbyAzureBlob() Sample {
	key := hbyAzKey()
	acct := "dicomexport" + rnd(lower+digits, 4)
	text := fmt.Sprintf(`"DicomExport": {
  "ConnectionString": "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net",
  "Container": "deid-studies"
}`, acct, key)
	return hbyS("azure-storage-key", "json", text, []string{key}, "AccountName="+acct)
}

func hbyPagerDuty() Sample {
	key := rnd(hexs, 32)
	text := fmt.Sprintf(`receivers:
  - name: interface-oncall
    pagerduty_configs:
      - routing_key: %s
        severity: critical
        description: '{{ .CommonAnnotations.summary }}'`, key)
	return hbyS("pagerduty-key", "yaml", text, []string{key}, "interface-oncall")
}

func hbyBackupKey() Sample {
	key := hbyB64(43) + "="
	text := fmt.Sprintf(`PACS archive offsite backup - runbook
Job: vna-weekly-full, target: tape + cloud
Encryption key (AES-256, base64): %s
Without this key the offsite copies cannot be restored. A sealed copy is in the CIO's safe.`, key)
	return hbyS("encryption-key", "runbook", text, []string{key}, "vna-weekly-full")
}

func hbyPortalJWTEnv() Sample {
	js := rnd(alnum, hbyN(32, 64))
	pw := hbyPwURL()
	text := fmt.Sprintf(`DATABASE_URL=postgres://portal_app:%s@%s:5432/portal
JWT_SIGNING_SECRET=%s
SESSION_TTL_MIN=20
FEATURE_PROXY_ACCESS=true`, pw, hbyHost(), js)
	return hbyS("jwt-secret", "env", text, []string{pw, js}, "portal_app")
}

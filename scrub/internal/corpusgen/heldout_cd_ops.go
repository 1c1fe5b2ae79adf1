package main

import (
	"fmt"
	"strings"
)

// NOC tooling: provisioning portals, monitoring, cloud backups, VPN, alerting.

func hcdOpsGens() []hcdGen {
	return []hcdGen{
		{6, hcdProvPortalKey},
		{5, hcdNetboxToken},
		{3, hcdZabbixToken},
		{3, hcdLibreNMSToken},
		{3, hcdUISPToken},
		{5, hcdGrafanaToken},
		{4, hcdAlertmanager},
		{3, hcdTeamsPS},
		{3, hcdZapierNote},
		{4, hcdAWSBackup},
		{3, hcdAliTencent},
		{5, hcdJumpKey},
		{3, hcdGitRemote},
		{3, hcdGHAction},
		{5, hcdTOTPSeed},
		{5, hcdWireGuard},
		{5, hcdIPsecPSK},
		{3, hcdBillingStripe},
		{3, hcdSendGridEnv},
		{3, hcdSlackBotPy},
		{3, hcdACSKeyLog},
	}
}

func hcdProvPortalKey() Sample {
	k := hcdP("prv_", "prov_", "acs_", "") + rnd(alnum, hcdN(32, 48))
	host := "prov." + hcdDomain()
	i := rng.IntN(4)
	text := []string{
		fmt.Sprintf(`# provisioning portal client
PROV_API_URL=https://%s/api/v1
PROV_API_KEY=%s
PROV_TIMEOUT=20`, host, k),
		fmt.Sprintf(`$ curl -s -X POST https://%s/api/v1/onts/activate \
   -H "X-API-Key: %s" \
   -d '{"serial":"%s","profile":"FTTH-%s"}'
{"job_id":"%s","status":"queued"}`, host, k, hcdONTSN(), hcdP("300", "600", "1G"), hcdUUID()),
		fmt.Sprintf("%s: the API key for the provisioning portal (%s) is %s - it's the NOC service user, don't use it for tests", pick(hcdTechs), host, k),
		fmt.Sprintf("Clave API del portal de aprovisionamiento (%s): %s\nSolo para el script de altas masivas.", host, k),
	}[i]
	return hcdK(hcdSec("provisioning-api-key", []string{"env", "shell", "chat", "note"}[i], text, k), host)
}

func hcdNetboxToken() Sample {
	t := rnd(hexs, 40)
	text := pick([]string{
		fmt.Sprintf(`$ curl -s -H "Authorization: Token %s" \
    -H "Accept: application/json" \
    "https://netbox.%s/api/dcim/devices/?site=%s" | jq '.count'
%d`, t, hcdDomain(), strings.ToLower(hcdSite()), 10+rng.IntN(90)),
		fmt.Sprintf("import pynetbox\nnb = pynetbox.api(\"https://netbox.%s\", token=\"%s\")\nolts = nb.dcim.devices.filter(role=\"olt\")", hcdDomain(), t),
	})
	return hcdSec("netbox-token", "shell", text, t)
}

func hcdZabbixToken() Sample {
	t := rnd(hexs, 64)
	text := fmt.Sprintf(`ZABBIX_URL = "https://zabbix.%s/api_jsonrpc.php"
ZABBIX_API_TOKEN = "%s"  # token for user api-noc, expires in 90 days

def get_problems(severity=4):
    return call("problem.get", {"severities": [severity], "recent": True})`, hcdDomain(), t)
	return hcdSec("zabbix-api-token", "code", text, t)
}

func hcdLibreNMSToken() Sample {
	t := rnd(hexs, 32)
	text := fmt.Sprintf(`curl -s -H 'X-Auth-Token: %s' https://librenms.%s/api/v0/devices/%s/ports | jq '.ports | length'`, t, hcdDomain(), hcdIP10())
	return hcdSec("librenms-token", "shell", text, t)
}

func hcdUISPToken() Sample {
	t := hcdUUID()
	text := fmt.Sprintf(`UISP export for the wireless towers
$ curl -s https://uisp.%s/nms/api/v2.1/devices -H "x-auth-token: %s" > devices.json
$ jq length devices.json
%d`, hcdDomain(), t, 40+rng.IntN(200))
	return hcdSec("uisp-token", "shell", text, t)
}

func hcdGrafanaToken() Sample {
	t := hcdGrafana()
	text := pick([]string{
		fmt.Sprintf(`# push the OLT light-level dashboard
GRAFANA_URL=https://grafana.%s
GRAFANA_TOKEN=%s
curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" -H "Content-Type: application/json" \
  -d @olt-rx-power.json $GRAFANA_URL/api/dashboards/db`, hcdDomain(), t),
		fmt.Sprintf("%s: made a service account for the wallboard in grafana, token %s (viewer only)", pick(hcdTechs), t),
	})
	return hcdSec("grafana-token", "shell", text, t)
}

func hcdAlertmanager() Sample {
	hook, rk := hcdSlackHook(), rnd(hexs, 32)
	text := fmt.Sprintf(`receivers:
  - name: noc-slack
    slack_configs:
      - api_url: '%s'
        channel: '#noc-alarms'
        send_resolved: true
  - name: noc-pager
    pagerduty_configs:
      - routing_key: %s
        severity: critical`, hook, rk)
	return hcdSec("slack-webhook", "yaml", text, hook, rk)
}

func hcdTeamsPS() Sample {
	hook := hcdTeamsHook()
	text := fmt.Sprintf(`$hook = "%s"
$body = @{ text = "Fibra cortada entre %s y %s, cuadrilla en camino" } | ConvertTo-Json
Invoke-RestMethod -Uri $hook -Method Post -Body $body -ContentType 'application/json'`, hook, hcdSite(), hcdSite())
	return hcdSec("teams-webhook", "code", text, hook)
}

func hcdZapierNote() Sample {
	hook := hcdZapierHook()
	text := pick([]string{
		fmt.Sprintf("The work-order form posts to Zapier: %s - it creates the card in Trello and pings the field team.", hook),
		fmt.Sprintf("webhook do zap que abre OS automática: %s (não divulgar, qualquer um consegue abrir OS com ele)", hook),
	})
	return hcdSec("zapier-webhook", "note", text, hook)
}

func hcdAWSBackup() Sample {
	id, sec := hcdAWSID(), hcdAWSSecret()
	b := "s3://" + hcdP("noc-olt-configs", "oxidized-backups", "isp-cfg-archive") + "/"
	text := pick([]string{
		fmt.Sprintf(`# ~/.aws/credentials on backup01
[olt-backup]
aws_access_key_id = %s
aws_secret_access_key = %s
region = sa-east-1

# used by: aws s3 sync /srv/cfg %s --profile olt-backup`, id, sec, b),
		fmt.Sprintf(`$ export AWS_ACCESS_KEY_ID=%s
$ export AWS_SECRET_ACCESS_KEY=%s
$ aws s3 ls %s | tail -2
2025-06-%02d 02:00:11     48213 %s.cfg
2025-06-%02d 02:00:12     51977 %s.cfg`, id, sec, b, 1+rng.IntN(28), strings.ToLower(hcdSite()), 1+rng.IntN(28), strings.ToLower(hcdSite())),
	})
	if rng.IntN(3) == 0 {
		text = fmt.Sprintf("%s: backups to %s failing with AccessDenied since the rotation. The script still has the old key id %s hardcoded, the new pair is in the vault.", pick(hcdTechs), b, id)
		return hcdK(hcdSec("aws-access-key", "chat", text, id), b)
	}
	return hcdK(hcdSec("aws-access-key", "config", text, id, sec), b)
}

func hcdAliTencent() Sample {
	if rng.IntN(2) == 0 {
		id, sec := hcdAliID(), hcdAliSecret()
		text := fmt.Sprintf("ALIBABA_CLOUD_ACCESS_KEY_ID=%s\nALIBABA_CLOUD_ACCESS_KEY_SECRET=%s\nOSS_BUCKET=cdr-archive-mx\nOSS_REGION=us-west-1", id, sec)
		return hcdSec("alibaba-access-key", "env", text, id, sec)
	}
	id, sec := hcdTencentID(), rnd(alnum, 32)
	text := fmt.Sprintf("# COS upload of CDR batches\nsecret_id = %s\nsecret_key = %s\nbucket = cdr-batches-%s", id, sec, hcdDigits(10))
	return hcdSec("tencent-access-key", "ini", text, id, sec)
}

func hcdJumpKey() Sample {
	k := hcdSSHKey()
	if rng.IntN(3) == 0 {
		k = hcdPEMKey()
	}
	text := pick([]string{
		fmt.Sprintf("%s, here is the key for the jump host (jump.%s), user fieldops. save it as ~/.ssh/noc_jump and chmod 600:\n\n%s\n\ndelete this message after", pick(hcdFirst), hcdDomain(), k),
		fmt.Sprintf("Ticket %s - acceso al bastión\nLlave privada del usuario campo:\n%s\nPuerto 2222.", hcdWO(), k),
	})
	return hcdSec("ssh-private-key", "chat", text, k)
}

func hcdGitRemote() Sample {
	t := hcdGitlab()
	host := "gitlab." + hcdDomain()
	text := fmt.Sprintf(`$ git remote set-url origin https://oauth2:%s@%s/neteng/olt-templates.git
$ git pull
Already up to date.`, t, host)
	return hcdK(hcdSec("gitlab-token", "shell", text, t), host)
}

func hcdGHAction() Sample {
	t := hcdGHP()
	text := pick([]string{
		fmt.Sprintf("pushing the radius dictionaries to github with my PAT %s, revoke it after friday", t),
		fmt.Sprintf("$ GH_TOKEN=%s gh release create v1.%d.0 ./dist/prov-cli --repo %s/prov-cli", t, rng.IntN(20), hcdP("nortefibra", "tealnet-neteng", "cablemar-noc")),
	})
	return hcdSec("github-token", "shell", text, t)
}

func hcdTOTPSeed() Sample {
	seed := rnd(b32, []int{16, 26, 32}[rng.IntN(3)])
	u := pick(hcdTechs)
	text := pick([]string{
		fmt.Sprintf("otpauth://totp/NOC-VPN:%s?secret=%s&issuer=NOC-VPN&digits=6&period=30", u, seed),
		fmt.Sprintf("%s: if your phone dies, the TOTP seed for %s on the NOC VPN is %s (add it manually in the authenticator)", pick(hcdFirst), u, seed),
		fmt.Sprintf("Semente do 2FA da conta do portal da operadora: %s\nusuário %s", seed, u),
	})
	return hcdK(hcdSec("totp-seed", "note", text, seed), u)
}

func hcdWireGuard() Sample {
	priv, pub := hcdB64Bytes(32), hcdB64Bytes(32)
	text := fmt.Sprintf(`# /etc/wireguard/wg-noc.conf (field laptop %s)
[Interface]
PrivateKey = %s
Address = 10.99.%d.%d/32
DNS = 10.99.0.1

[Peer]
PublicKey = %s
Endpoint = %s:51820
AllowedIPs = 10.0.0.0/8`, pick(hcdTechs), priv, rng.IntN(255), 2+rng.IntN(250), pub, hcdPubIP())
	return hcdK(hcdSec("wireguard-private-key", "config", text, priv), pub)
}

func hcdIPsecPSK() Sample {
	psk := hcdSharedSecret()
	l, r := hcdPubIP(), hcdPubIP()
	text := pick([]string{
		fmt.Sprintf("# /etc/ipsec.secrets\n%s %s : PSK \"%s\"", l, r, psk),
		fmt.Sprintf("Túnel IPsec con la sucursal %s: peer %s, IKEv2, AES-256, PSK %s", pick(hcdCustomers), r, psk),
		fmt.Sprintf("/ip ipsec peer add address=%s exchange-mode=ike2 name=matriz\n/ip ipsec identity add peer=matriz auth-method=pre-shared-key secret=\"%s\"", r, psk),
	})
	return hcdK(hcdSec("ipsec-psk", "config", text, psk), r)
}

func hcdBillingStripe() Sample {
	k := hcdStripe()
	text := fmt.Sprintf(`# billing-sync settings (prod)
STRIPE_SECRET_KEY=%s
STRIPE_WEBHOOK_TOLERANCE=300
SUSPEND_AFTER_DAYS=%d
RADIUS_COA_ENABLED=true`, k, 10+rng.IntN(20))
	return hcdSec("stripe-secret-key", "env", text, k)
}

func hcdSendGridEnv() Sample {
	k := hcdSendGrid()
	text := pick([]string{
		fmt.Sprintf("SENDGRID_API_KEY=%s\nMAIL_FROM=avisos@%s\nMAIL_TEMPLATE_OUTAGE=d-%s", k, hcdDomain(), rnd(hexs, 32)),
		fmt.Sprintf("the outage mails stopped because the SendGrid key expired, the new one is %s", k),
	})
	return hcdSec("sendgrid-api-key", "env", text, k)
}

func hcdSlackBotPy() Sample {
	t := hcdSlackBot()
	text := fmt.Sprintf(`from slack_sdk import WebClient

client = WebClient(token="%s")
client.chat_postMessage(channel="#noc-field", text="OT %s assigned to %s")`, t, hcdWO(), pick(hcdTechs))
	return hcdSec("slack-bot-token", "code", text, t)
}

func hcdACSKeyLog() Sample {
	k := rnd(alnum, hcdN(32, 40))
	rid := hcdUUID()
	text := fmt.Sprintf(`2025-%02d-%02dT%02d:%02d:11Z DEBUG prov-sync request_id=%s POST https://acs.%s/api/devices/%s/tasks headers={'Content-Type': 'application/json', 'X-Api-Key': '%s'}
2025-%02d-%02dT%02d:%02d:12Z INFO  prov-sync request_id=%s task queued`, 1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rid, hcdDomain(), hcdONTSN(), k,
		1+rng.IntN(12), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rid)
	return hcdK(hcdSec("provisioning-api-key", "log", text, k), rid)
}

package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Venue web and IT operations: the website, the members' area, the guide app, deploys,
// diffs and commits, CI, monitoring, events.

func hdsOpsGens() []hdsGen {
	return []hdsGen{
		{5, hdsOpsDiff}, {4, hdsOpsK8sSecret}, {4, hdsOpsNpmrc}, {3, hdsOpsFirebase},
		{4, hdsOpsMapbox}, {4, hdsOpsDatadog}, {4, hdsOpsMagicLink}, {3, hdsOpsResetLink},
		{4, hdsOpsGalaNotes}, {3, hdsOpsCommitMsg}, {3, hdsOpsGitlabCI}, {3, hdsOpsWPConfig},
		{3, hdsOpsRedis}, {3, hdsOpsFineGrainedPAT},
	}
}

func hdsOpsTrapGens() []hdsGen {
	return []hdsGen{
		{5, hdsOpsTrapCILog}, {4, hdsOpsTrapExternalSecret}, {4, hdsOpsTrapMapboxPublic},
		{4, hdsOpsTrapTrackingLink}, {4, hdsOpsTrapPolicyWiki}, {4, hdsOpsTrapDataURI},
		{4, hdsOpsTrapRotateCommit}, {3, hdsOpsTrapLinkDoc}, {3, hdsOpsTrapWPEnv}, {3, hdsOpsTrapSecretKeyRef},
	}
}

func hdsOpsDiff() Sample {
	pw := strings.ReplaceAll(hdsPw(), `"`, "")
	host := pick([]string{"tessitura-db", "tms-sql01", "kiosk-api", "crm-sync"})
	text := fmt.Sprintf(`diff --git a/kiosk/config.py b/kiosk/config.py
index %s..%s 100644
--- a/kiosk/config.py
+++ b/kiosk/config.py
@@ -%[3]d,4 +%[3]d,4 @@ import os
 DB_HOST = "%[4]s"
 DB_USER = "kiosk"
-DB_PASSWORD = "%[5]s"
+DB_PASSWORD = os.environ["KIOSK_DB_PASSWORD"]
 TIMEOUT = %[6]d`, rnd(hexs, 7), rnd(hexs, 7), hdsN(3, 40), host, pw, hdsN(5, 30))
	return hdsS("db-password", "diff", text, []string{pw}, `DB_HOST = "`+host+`"`)
}

func hdsOpsK8sSecret() Sample {
	e := base64.StdEncoding
	pw := e.EncodeToString([]byte(hdsPw()))
	key := e.EncodeToString([]byte(rnd(alnum, 32)))
	text := fmt.Sprintf(`apiVersion: v1
kind: Secret
metadata:
  name: ticket-queue
  namespace: %s
type: Opaque
data:
  REDIS_PASSWORD: %s
  QUEUE_SIGNING_KEY: %s`, pick([]string{"web", "ticketing", "prod"}), pw, key)
	return hdsS("k8s-secret", "yaml", text, []string{pw, key}, "name: ticket-queue")
}

func hdsOpsNpmrc() Sample {
	tok := "npm_" + rnd(alnum, 36)
	text := fmt.Sprintf(`$ cat .npmrc
@%s:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=%s
$ npm publish --access restricted
+ @%s/exhibition-map@%d.%d.%d`, "museumweb", tok, "museumweb", hdsN(0, 3), hdsN(0, 20), hdsN(0, 9))
	return hdsS("npm-token", "shell", text, []string{tok}, "exhibition-map")
}

func hdsOpsFirebase() Sample {
	key := "AAAA" + rnd(b64url, 7) + ":APA91b" + rnd(b64url, 134)
	text := fmt.Sprintf(`// guide app push notifications ("the gallery closes in 15 minutes")
const FCM_SERVER_KEY = '%s';
const TOPIC = '/topics/%s';
fetch('https://fcm.googleapis.com/fcm/send', {
  method: 'POST',
  headers: { Authorization: 'key=' + FCM_SERVER_KEY, 'Content-Type': 'application/json' },
});`, key, pick([]string{"closing-time", "visitors", "members"}))
	return hdsS("fcm-server-key", "javascript", text, []string{key}, "fcm.googleapis.com")
}

func hdsOpsMapbox() Sample {
	e := base64.RawURLEncoding
	user := pick([]string{"kunsthalle-nord", "harbourside", "silkmuseum"})
	sk := "sk." + e.EncodeToString([]byte(`{"u":"`+user+`","a":"`+rnd(alnum, 12)+`"}`)) + "." + rnd(b64url, 22)
	pk := "pk." + e.EncodeToString([]byte(`{"u":"`+user+`","a":"`+rnd(alnum, 12)+`"}`)) + "." + rnd(b64url, 22)
	text := fmt.Sprintf(`# exhibition "Silk Roads" map
MAPBOX_PUBLIC_TOKEN=%s
# secret token, only used by the tile upload script
MAPBOX_UPLOAD_TOKEN=%s
`, pk, sk)
	return hdsS("mapbox-secret-token", "env", text, []string{sk}, pk)
}

func hdsOpsDatadog() Sample {
	key := rnd(hexs, 32)
	n := hdsN(1, 4)
	text := fmt.Sprintf(`# /etc/datadog-agent/datadog.yaml on web0%[1]d
api_key: %[2]s
site: datadoghq.eu
hostname: web0%[1]d.%[3]s
tags:
  - env:prod
  - service:ticketing-site`, n, key, pick(hdsVenues).dom)
	return hdsS("monitoring-api-key", "yaml", text, []string{key}, "site: datadoghq.eu")
}

func hdsOpsMagicLink() Sample {
	tok := rnd(b64url, hdsN(32, 48))
	dom := pick(hdsVenues).dom
	text := fmt.Sprintf(`%s: member says the login link doesn't work, she forwarded it:
https://members.%s/login/magic?email=%s%%40gmail.com&token=%s
%s: it's single use and valid 15 min, probably expired. I'll send her a new one`, hdsFirstN(), dom, strings.ToLower(hdsFirstN()), tok, hdsFirstN())
	return hdsS("login-link-token", "chat", text, []string{tok}, "https://members."+dom+"/login/magic")
}

func hdsOpsResetLink() Sample {
	tok := rnd(hexs, 40)
	id := hdsN(1000, 99999)
	text := fmt.Sprintf(`HELPDESK #%d — donor portal reset link not working
Donor pasted: https://give.%s/account/reset-password/%d/%s
Error: "This link has expired". Sent a fresh one from the admin panel.`, hdsN(1000, 9999), pick(hdsVenues).dom, id, tok)
	return hdsS("password-reset-token", "ticket", text, []string{tok}, "HELPDESK #")
}

func hdsOpsGalaNotes() Sample {
	wifi := hdsPw()
	pin := hdsPin(4, 6)
	text := fmt.Sprintf(`Gala production meeting — %s
- Guest arrival %s, %d covers, seating plan v%d final
- Wi-Fi for the auction team: network "%s", password %s
- Cloakroom iPads: unlock PIN %s, charge overnight in the FOH office
- Speeches: %s then the director, max 5 min each`, hdsDate(), hdsTime(), hdsN(120, 450), hdsN(3, 9),
		pick([]string{"GALA-AUCTION", "Events_5G", "FOH-Events"}), wifi, pin, hdsName())
	return hdsS("wifi-key", "meeting-notes", text, []string{wifi, pin}, "seating plan")
}

func hdsOpsCommitMsg() Sample {
	key := rnd(alnum+"+/", 43) + "="
	text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    WIP: hardcode Spektrix key to test the basket on staging

    key %s is the staging API user's, revert before merge!`, rnd(hexs, 40), hdsName(), hdsUser(), pick(hdsVenues).dom, key)
	return hdsS("ticketing-api-key", "commit", text, []string{key}, "revert before merge")
}

func hdsOpsGitlabCI() Sample {
	pw := strings.NewReplacer(`"`, "", "$", "").Replace(hdsPw())
	text := fmt.Sprintf(`deploy_exhibitions:
  stage: deploy
  image: alpine:3.%d
  variables:
    SFTP_HOST: sftp.%s
    SFTP_USER: exhib_deploy
    SFTP_PASSWORD: "%s"
  script:
    - lftp -u "$SFTP_USER,$SFTP_PASSWORD" sftp://$SFTP_HOST -e "mirror -R public/ /www; bye"
  only: [main]`, hdsN(16, 20), pick(hdsVenues).dom, pw)
	return hdsS("deploy-password", "yaml", text, []string{pw}, "SFTP_USER: exhib_deploy")
}

func hdsOpsWPConfig() Sample {
	pw := strings.ReplaceAll(hdsPw(), "'", "")
	salt := rnd(alnum+"!#%*+-.?@_~^&()[]{}<>|", 64)
	text := fmt.Sprintf(`/** What's On site (WordPress) */
define( 'DB_NAME', 'whatson' );
define( 'DB_USER', 'wp_whatson' );
define( 'DB_PASSWORD', '%s' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         '%s' );
$table_prefix = 'wp_';`, pw, salt)
	return hdsS("db-password", "php", text, []string{pw, salt}, "wp_whatson")
}

func hdsOpsRedis() Sample {
	pw := hdsPwURL()
	text := fmt.Sprintf(`# waiting room for on-sale day (%s)
QUEUE_REDIS_URL=rediss://default:%s@%s.cache.amazonaws.com:6379/0
QUEUE_RATE_PER_MIN=%d`, pick(hdsShows), pw, pick([]string{"queue-prod", "onsale", "waitroom"})+"."+rnd(lower+digits, 6), hdsN(100, 2000))
	return hdsS("connection-string-password", "env", text, []string{pw}, "QUEUE_RATE_PER_MIN")
}

func hdsOpsFineGrainedPAT() Sample {
	tok := "github_pat_" + rnd(alnum, 22) + "_" + rnd(alnum, 59)
	text := fmt.Sprintf(`%s: the action that rebuilds the What's On pages needs a token with read access to the content repo
%s: made a fine-grained one, expires in 90 days: %s
%s: adding it as CONTENT_TOKEN in the repo secrets`, hdsFirstN(), hdsFirstN(), tok, hdsFirstN())
	return hdsS("github-token", "chat", text, []string{tok}, "CONTENT_TOKEN")
}

// --- traps

func hdsOpsTrapCILog() Sample {
	text := fmt.Sprintf(`Run #%d  build %s  commit %s
Step 4/9 : FROM node:%d-alpine@sha256:%s
Successfully built %s
Pushed registry.%s/whats-on:%s  digest: sha256:%s
Job finished in %dm %ds (runner %s)`, hdsN(100, 9999), rnd(digits, 8), rnd(hexs, 40), hdsN(18, 22), rnd(hexs, 64), rnd(hexs, 12),
		pick(hdsVenues).dom, rnd(hexs, 7), rnd(hexs, 64), hdsN(1, 9), hdsN(0, 59), rnd(lower+digits, 8))
	return hdsT("trap-image-digest", "log", text)
}

func hdsOpsTrapExternalSecret() Sample {
	text := fmt.Sprintf(`apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: ticket-queue-%s
spec:
  refreshInterval: %dh
  secretStoreRef: { name: vault-backend, kind: ClusterSecretStore }
  data:
    - secretKey: REDIS_PASSWORD
      remoteRef: { key: %s/ticket-queue, property: redis_password }`, rnd(lower+digits, 5), hdsN(1, 24), pick([]string{"web", "prod", "ticketing"}))
	return hdsT("trap-secret-reference", "yaml", text)
}

func hdsOpsTrapMapboxPublic() Sample {
	e := base64.RawURLEncoding
	pk := "pk." + e.EncodeToString([]byte(`{"u":"`+pick([]string{"harbourside", "silkmuseum"})+`","a":"`+rnd(alnum, 12)+`"}`)) + "." + rnd(b64url, 22)
	text := fmt.Sprintf(`<div id="map"></div>
<script>
  mapboxgl.accessToken = '%s'; // public token, URL-restricted
  new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/%s/%s', center: [%d.%d, %d.%d], zoom: %d });
</script>`, pk, pick([]string{"harbourside", "silkmuseum"}), rnd(lower+digits, 25), hdsN(-9, 20), hdsN(0, 9999), hdsN(40, 60), hdsN(0, 9999), hdsN(10, 16))
	return hdsT("trap-public-token", "html", text)
}

func hdsOpsTrapTrackingLink() Sample {
	text := fmt.Sprintf(`Book now: https://tickets.%s/events/%d?utm_source=newsletter&utm_medium=email&utm_campaign=%s&mc_cid=%s&mc_eid=%s`,
		pick(hdsVenues).dom, hdsN(1000, 99999), pick([]string{"spring25", "members_preview", "gala"}), rnd(hexs, 10), rnd(hexs, 10))
	return hdsT("trap-tracking-id", "mail", text)
}

func hdsOpsTrapPolicyWiki() Sample {
	text := fmt.Sprintf(`== Passwords and shared accounts ==
* Minimum length %d characters; passphrases recommended (four random words).
* Shared device logins (tills, kiosks, AV desks) live in the team vault, never in Slack or e-mail.
* If you think a password leaked, tell IT on ext %s and we'll rotate it.
* API keys for suppliers are issued per supplier and expire after %d days.`, hdsN(10, 16), rnd(digits, 4), hdsN(30, 365))
	return hdsT("trap-password-talk", "wiki", text)
}

func hdsOpsTrapDataURI() Sample {
	text := fmt.Sprintf(`<img alt="%s logo" width="%d" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s">`,
		pick(hdsVenues).name, hdsN(80, 240), hdsB64(hdsN(80, 200))+"=")
	return hdsT("trap-base64-image", "html", text)
}

func hdsOpsTrapRotateCommit() Sample {
	text := fmt.Sprintf(`commit %s
Author: %s <%s@%s>

    Rotate Stripe secret key after the kiosk leak

    New key is stored in Vault (secret/ticketing/stripe). The kiosk now reads it at boot.
    Publishable key unchanged. Refs %s-%d.`, rnd(hexs, 40), hdsName(), hdsUser(), pick(hdsVenues).dom, pick([]string{"IT", "WEB"}), hdsN(100, 999))
	return hdsT("trap-commit-sha", "commit", text)
}

func hdsOpsTrapLinkDoc() Sample {
	text := fmt.Sprintf(`Members can sign in without a password: we e-mail a link like
https://members.%s/login/magic?email=<address>&token=<one-time-token>
The token is single use and expires after %d minutes.`, pick(hdsVenues).dom, hdsN(10, 60))
	return hdsT("trap-placeholder", "docs", text)
}

func hdsOpsTrapWPEnv() Sample {
	text := fmt.Sprintf(`define( 'DB_NAME', '%s' );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'AUTH_KEY', getenv('WP_AUTH_KEY') );
$table_prefix = '%s_';`, pick([]string{"whatson", "collections_web", "shop"}), rnd(lower, 2)+rnd(digits, 1))
	return hdsT("trap-secret-reference", "php", text)
}

func hdsOpsTrapSecretKeyRef() Sample {
	text := fmt.Sprintf(`        env:
          - name: SPEKTRIX_API_KEY
            valueFrom:
              secretKeyRef: { name: spektrix, key: api-key }
          - name: SPEKTRIX_CLIENT_NAME
            value: %s
          - name: CACHE_TTL
            value: "%d"`, pick([]string{"harbourside", "oldmillarts", "northernlyric"}), hdsN(60, 900))
	return hdsT("trap-secret-reference", "yaml", text)
}

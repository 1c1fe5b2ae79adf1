package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Hosting, FTP, DNS and Cloudflare samples for part heldout-bz.

func hbzHostGens() []hbzGen {
	return []hbzGen{
		{14, hbzCPanel},
		{8, hbzPanelToken},
		{18, hbzFTP},
		{7, hbzSSHKey},
		{14, hbzCloudflare},
		{14, hbzRegistrar},
		{6, hbzMailbox},
		{8, hbzBackupKeys},
		{8, hbzDeployToken},
		{6, hbzVPS},
	}
}

func hbzCPanel() Sample {
	c := hbzNewClient()
	u := c.Slug[:min(8, len(c.Slug))]
	pw := hbzPw()
	h := pick(hbzHosts)
	switch rng.IntN(5) {
	case 0:
		t := fmt.Sprintf("Dear %s,\n\nYour hosting account has been set up.\n\nControl panel: https://%s:2083\nUsername: %s\nPassword: %s\nNameservers: ns1.%s.net / ns2.%s.net\n\nKind regards,\n%s Support", c.Contact, c.Domain, u, pw, strings.ToLower(strings.ReplaceAll(h, " ", "")), strings.ToLower(strings.ReplaceAll(h, " ", "")), h)
		return hbzS("cpanel-password", "mail", t, []string{pw}, "Username: "+u)
	case 1:
		t := fmt.Sprintf("[%s, %s] %s: the hosting company said to send you this for the cpanel\n[%s, %s] %s: %s\n[%s, %s] %s: %s\n[%s, %s] %s: Thanks %s, I'm in. Will move the site tonight.", hbzDMY(), hbzHM(), c.First, hbzDMY(), hbzHM(), c.First, u, hbzDMY(), hbzHM(), c.First, pw, hbzDMY(), hbzHM(), hbzPerson(), c.First)
		return hbzS("cpanel-password", "whatsapp", t, []string{pw}, u)
	case 2:
		t := fmt.Sprintf("Plesk: https://%s:8443\nlogin: %s\npasswd: %s\nsubscription: %s (Web Pro)", hbzIP(), u, pw, c.Domain)
		return hbzS("plesk-password", "note", t, []string{pw}, "login: "+u, c.Domain)
	case 3:
		t := fmt.Sprintf("Todo for %s migration:\n1. export db from old %s\n2. cPanel on new server -> user %s, pw %s\n3. point A record to %s\n4. issue SSL via AutoSSL", c.Name, h, u, pw, hbzIP())
		return hbzS("cpanel-password", "note", t, []string{pw}, u)
	}
	t := fmt.Sprintf("Bonjour %s,\n\nVoici les accès à l'hébergement (%s) :\nURL : https://my.%s.com\nIdentifiant : %s\nMot de passe : %s\n\nBonne journée,\n%s", c.First, h, strings.ToLower(strings.ReplaceAll(h, " ", "")), c.Email, pw, hbzPerson())
	return hbzS("hosting-password", "mail", t, []string{pw}, c.Email)
}

func hbzPanelToken() Sample {
	c := hbzNewClient()
	u := c.Slug[:min(8, len(c.Slug))]
	switch rng.IntN(2) {
	case 0:
		tok := rnd(upper+digits, 32)
		t := fmt.Sprintf("curl -H 'Authorization: cpanel %s:%s' \\\n  'https://%s:2083/execute/Email/list_pops'\n{\"status\":1,\"data\":[{\"email\":\"%s\"}]}", u, tok, c.Domain, c.Email)
		return hbzS("cpanel-api-token", "shell", t, []string{tok}, c.Domain)
	}
	tok := rnd(upper+digits, 32)
	t := fmt.Sprintf("# WHM API token for the reseller account (created %s, label: backup-script)\nWHM_HOST=server%d.%s\nWHM_USER=%s\nWHM_TOKEN=%s\n", hbzDate(), 10+rng.IntN(80), "webhost-uk.net", u, tok)
	return hbzS("whm-api-token", "env", t, []string{tok}, "WHM_USER="+u)
}

func hbzFTP() Sample {
	c := hbzNewClient()
	u := pick([]string{c.Slug[:min(8, len(c.Slug))], "ftp_" + strings.ToLower(c.First), "deploy@" + c.Domain})
	host := pick([]string{"ftp." + c.Domain, hbzIP(), "sftp." + c.Domain})
	pw := hbzPw()
	switch rng.IntN(7) {
	case 0:
		t := fmt.Sprintf("FTP details for %s:\nHost: %s\nUser: %s\nPass: %s\nPort: 21\n\nUpload the theme folder into /public_html/wp-content/themes/ and I'll activate it.", c.Name, host, u, pw)
		return hbzS("ftp-password", "mail", t, []string{pw}, "Host: "+host, "User: "+u)
	case 1:
		enc := base64.StdEncoding.EncodeToString([]byte(pw))
		t := fmt.Sprintf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FileZilla3 version=\"3.66.4\" platform=\"windows\">\n\t<Servers>\n\t\t<Server>\n\t\t\t<Host>%s</Host>\n\t\t\t<Port>22</Port>\n\t\t\t<Protocol>1</Protocol>\n\t\t\t<Type>0</Type>\n\t\t\t<User>%s</User>\n\t\t\t<Pass encoding=\"base64\">%s</Pass>\n\t\t\t<Logontype>1</Logontype>\n\t\t\t<Name>%s</Name>\n\t\t</Server>\n\t</Servers>\n</FileZilla3>", host, u, enc, c.Name)
		return hbzS("ftp-password", "xml", t, []string{enc}, "<Host>"+host+"</Host>")
	case 2:
		pw = hbzPwPlain()
		t := fmt.Sprintf("{\n    \"type\": \"sftp\",\n    \"save_before_upload\": true,\n    \"upload_on_save\": true,\n    \"host\": \"%s\",\n    \"user\": \"%s\",\n    \"password\": \"%s\",\n    \"port\": \"22\",\n    \"remote_path\": \"/home/%s/public_html/\"\n}", host, u, pw, c.Slug[:min(8, len(c.Slug))])
		return hbzS("sftp-password", "json", t, []string{pw}, host)
	case 3:
		pw = hbzPwURL()
		t := fmt.Sprintf("$ lftp -u %s,%s sftp://%s\nlftp %s@%s:~> mirror -R ./dist /public_html/app\nTotal: 14 directories, 212 files, 0 symlinks\nNew: 212 files, 0 symlinks", u, pw, host, u, host)
		return hbzS("sftp-password", "shell", t, []string{pw}, "sftp://"+host)
	case 4:
		t := fmt.Sprintf("[%s, %s] %s: ftp is %s\n[%s, %s] %s: username %s\n[%s, %s] %s: and pw is %s (capital first letter)\n[%s, %s] %s: got it thx", hbzDMY(), hbzHM(), c.First, host, hbzDMY(), hbzHM(), c.First, u, hbzDMY(), hbzHM(), c.First, pw, hbzDMY(), hbzHM(), hbzPerson())
		return hbzS("ftp-password", "whatsapp", t, []string{pw}, host)
	case 5:
		pw = hbzPwPlain()
		t := fmt.Sprintf("sftp:\n  host: %s\n  port: %d\n  username: %s\n  password: \"%s\"\n  remote_path: /var/www/%s/htdocs\n  exclude:\n    - node_modules\n    - .git", host, pick([]int{22, 2222, 18765}), u, pw, c.Domain)
		return hbzS("sftp-password", "yaml", t, []string{pw}, "host: "+host)
	}
	t := fmt.Sprintf("Heads up - %s changed the SFTP password after the security scan. New one is %s, same user (%s). Old password no longer works so update your FileZilla.", pick(hbzHosts), pw, u)
	return hbzS("sftp-password", "chat", t, []string{pw}, u)
}

func hbzSSHKey() Sample {
	c := hbzNewClient()
	body := hbzSSHBody()
	t := fmt.Sprintf("Here's the deploy key for %s, add it to ~/.ssh/ and chmod 600:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\nUser is %s on %s, port %d.", c.Domain, body, c.Slug[:min(8, len(c.Slug))], hbzIP(), pick([]int{22, 2222, 18765}))
	return hbzS("ssh-private-key", pick([]string{"mail", "chat"}), t, []string{body}, c.Domain)
}

func hbzCloudflare() Sample {
	c := hbzNewClient()
	zone := rnd(hexs, 32)
	switch rng.IntN(5) {
	case 0:
		tok := hbzCFToken()
		t := fmt.Sprintf("$ curl -X POST \"https://api.cloudflare.com/client/v4/zones/%s/purge_cache\" \\\n     -H \"Authorization: Bearer %s\" \\\n     -H \"Content-Type: application/json\" \\\n     --data '{\"purge_everything\":true}'\n{\"success\":true,\"errors\":[],\"messages\":[],\"result\":{\"id\":\"%s\"}}", zone, tok, zone)
		return hbzS("cloudflare-api-token", "shell", t, []string{tok}, zone)
	case 1:
		gk := rnd(hexs, 37)
		t := fmt.Sprintf("# old-style creds for the WP Cloudflare plugin (APO)\nCF_EMAIL=%s\nCF_API_KEY=%s\nCF_ZONE_ID=%s\n", "hosting@webcrew.studio", gk, zone)
		return hbzS("cloudflare-global-key", "env", t, []string{gk}, "CF_EMAIL=hosting@webcrew.studio", zone)
	case 2:
		tok := hbzCFToken()
		t := fmt.Sprintf("name = \"%s-forms\"\nmain = \"src/index.ts\"\ncompatibility_date = \"%s\"\n\n[vars]\nSITE = \"%s\"\n# TODO move to wrangler secret put\nCF_API_TOKEN = \"%s\"", c.Slug, hbzDate(), c.Domain, tok)
		return hbzS("cloudflare-api-token", "toml", t, []string{tok}, c.Domain)
	case 3:
		tok := hbzCFToken()
		t := fmt.Sprintf("%s: made a scoped token for the DNS-only access you asked for (Zone.DNS edit, %s only): %s\n%s: perfect, thanks. I'll set up the certbot dns challenge with it", hbzPerson(), c.Domain, tok, hbzPerson())
		return hbzS("cloudflare-api-token", "chat", t, []string{tok}, c.Domain)
	}
	pw := hbzPw()
	t := fmt.Sprintf("Cloudflare account for %s\nlogin: %s\npassword: %s\n2FA: on %s's phone (Authy)\nzone id: %s", c.Name, c.Email, pw, c.First, zone)
	return hbzS("cloudflare-password", "note", t, []string{pw}, c.Email, zone)
}

func hbzRegistrar() Sample {
	c := hbzNewClient()
	r := pick(hbzRegistrars)
	switch rng.IntN(6) {
	case 0:
		code := rnd(alnum+"!#%*?", 10+rng.IntN(8))
		t := fmt.Sprintf("Hi %s,\n\nTo move %s to %s I need the transfer (EPP / auth) code from your current registrar. You sent me this one:\n\n%s\n\nI've started the transfer, you'll get an approval email in the next hour.\n\n%s", c.First, c.Domain, r, code, hbzPerson())
		return hbzS("domain-auth-code", "mail", t, []string{code}, c.Domain)
	case 1:
		code := rnd(alnum, 8) + rnd("!#%*", 1) + rnd(alnum, 4)
		t := fmt.Sprintf("Domain: %s\nStatus: Unlocked\nAuthorization code: %s\nExpires: %s", c.Domain, code, hbzDate())
		return hbzS("domain-auth-code", "note", t, []string{code}, "Domain: "+c.Domain)
	case 2:
		k := rnd(hexs, 32)
		t := fmt.Sprintf("https://api.namecheap.com/xml.response?ApiUser=%s&ApiKey=%s&UserName=%s&Command=namecheap.domains.dns.getHosts&ClientIp=%s&SLD=%s&TLD=com", "webcrewstudio", k, "webcrewstudio", hbzIP(), c.Slug)
		return hbzS("namecheap-api-key", "url", t, []string{k}, "ApiUser=webcrewstudio")
	case 3:
		k, s := rnd(alnum, 12)+"_"+rnd(alnum, 22), rnd(alnum, 22)
		t := fmt.Sprintf("curl -s -H \"Authorization: sso-key %s:%s\" https://api.godaddy.com/v1/domains/%s/records/A", k, s, c.Domain)
		return hbzS("godaddy-api-key", "shell", t, []string{k, s}, c.Domain)
	case 4:
		pw := hbzPw()
		id := hbzDigitsNoLead(8)
		t := fmt.Sprintf("%s: the domain is with %s under the client's own account, customer no %s\n%s: password?\n%s: %s - but 2fa goes to %s's phone so call her first", hbzPerson(), r, id, hbzPerson(), hbzPerson(), pw, c.First)
		return hbzS("registrar-password", "chat", t, []string{pw}, id)
	}
	pw := hbzPw()
	t := fmt.Sprintf("domain,registrar,account,password,renews\n%s,%s,%s,%s,%s\n", c.Domain, r, c.Email, pw, hbzDate())
	return hbzS("registrar-password", "csv", t, []string{pw}, c.Domain, c.Email)
}

func hbzMailbox() Sample {
	c := hbzNewClient()
	pw := hbzPw()
	switch rng.IntN(2) {
	case 0:
		t := fmt.Sprintf("Outlook setup for %s:\nEmail: %s\nIncoming (IMAP): mail.%s, port 993, SSL\nOutgoing (SMTP): mail.%s, port 465, SSL\nPassword: %s\n\nSame password on the phone.", c.First, c.Email, c.Domain, c.Domain, pw)
		return hbzS("mailbox-password", "note", t, []string{pw}, c.Email, "mail."+c.Domain)
	}
	t := fmt.Sprintf("[%s, %s] %s: Can't get emails on my new phone. It's asking for the password for %s\n[%s, %s] %s: It's %s - I set it when we moved the mailboxes\n[%s, %s] %s: Working now!", hbzDMY(), hbzHM(), c.First, c.Email, hbzDMY(), hbzHM(), hbzPerson(), pw, hbzDMY(), hbzHM(), c.First)
	return hbzS("mailbox-password", "whatsapp", t, []string{pw}, c.Email)
}

func hbzBackupKeys() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		id, sec := hbzAWSID(), hbzAWSSecret()
		t := fmt.Sprintf("UpdraftPlus -> Amazon S3\nAccess key: %s\nSecret key: %s\nLocation: %s-backups/%s\n(IAM user updraft-%s, PutObject only)", id, sec, "webcrew", c.Slug, c.Slug)
		return hbzS("aws-access-key", "note", t, []string{id, sec}, "webcrew-backups/"+c.Slug)
	case 1:
		kid := "005" + rnd(hexs, 22)
		ak := "K005" + rnd(alnum+"/+", 27)
		t := fmt.Sprintf("Backblaze B2 for %s nightly backups\nkeyID: %s\napplicationKey: %s\nbucket: %s-wp-backups", c.Name, kid, ak, c.Slug)
		return hbzS("backblaze-key", "note", t, []string{kid, ak}, c.Slug+"-wp-backups")
	}
	id, sec := hbzAWSID(), hbzAWSSecret()
	t := fmt.Sprintf("AS3CF_SETTINGS:\n  provider: aws\n  access-key-id: %s\n  secret-access-key: %s\n  bucket: %s-media\n  region: eu-west-2", id, sec, c.Slug)
	return hbzS("aws-access-key", "yaml", t, []string{id, sec}, "bucket: "+c.Slug+"-media")
}

func hbzDeployToken() Sample {
	c := hbzNewClient()
	switch rng.IntN(3) {
	case 0:
		tok := hbzGHToken()
		t := fmt.Sprintf("$ git remote -v\norigin\thttps://%s@github.com/webcrew-studio/%s-theme.git (fetch)\norigin\thttps://%s@github.com/webcrew-studio/%s-theme.git (push)", tok, c.Slug, tok, c.Slug)
		return hbzS("github-token", "shell", t, []string{tok}, "webcrew-studio/"+c.Slug+"-theme.git")
	case 1:
		tok := "glpat-" + rnd(b64url, 20)
		t := fmt.Sprintf("composer config --global gitlab-token.gitlab.com %s\ncomposer require webcrew/%s-blocks:^2.1", tok, c.Slug)
		return hbzS("gitlab-token", "shell", t, []string{tok}, "webcrew/"+c.Slug+"-blocks")
	}
	tok := hbzGHToken()
	t := fmt.Sprintf("%s: the GitHub Action can't pull the private plugin repo\n%s: use my token for now, ghp scope repo only: %s\n%s: will rotate it once we have a bot account", hbzPerson(), hbzPerson(), tok, hbzPerson())
	return hbzS("github-token", "chat", t, []string{tok})
}

func hbzVPS() Sample {
	c := hbzNewClient()
	switch rng.IntN(2) {
	case 0:
		pw := hbzPwPlain()
		ip := hbzIP()
		t := fmt.Sprintf("Your new Droplet is all set!\n\nDroplet Name: %s-wp-01\nIP Address: %s\nUsername: root\nPassword: %s\n\nYou will be required to change this password on first login.", c.Slug, ip, pw)
		return hbzS("server-root-password", "mail", t, []string{pw}, ip)
	}
	tok := hbzDOToken()
	t := fmt.Sprintf("export DIGITALOCEAN_TOKEN=%s\ndoctl compute droplet create %s-staging --size s-1vcpu-2gb --image wordpress-20-04 --region lon1", tok, c.Slug)
	return hbzS("digitalocean-token", "shell", t, []string{tok}, c.Slug+"-staging")
}

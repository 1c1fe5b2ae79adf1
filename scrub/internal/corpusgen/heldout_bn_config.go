package main

import (
	"fmt"
	"strings"
)

// .env, YAML, JSON, TOML and INI configuration: secrets and traps.

func hbnConfigGens() []hbnGen {
	return []hbnGen{
		{hbnCfgLaravel, 5}, {hbnCfgCompose, 4}, {hbnCfgJSONMP, 4}, {hbnCfgTOMLSmtp, 4},
		{hbnCfgOdoo, 3}, {hbnCfgWompiEnv, 3}, {hbnCfgK8s, 3}, {hbnCfgSpring, 4},
		{hbnCfgWP, 4}, {hbnCfgDjango, 4}, {hbnCfgTwilio, 4}, {hbnCfgNpmrc, 3},
		{hbnCfgRestic, 2}, {hbnCfgActions, 3}, {hbnCfgWhatsApp, 4}, {hbnCfgNFe, 4},
		{hbnCfgPgpass, 3}, {hbnCfgWpa, 3}, {hbnCfgMikrotik, 3}, {hbnCfgSip, 3},
		{hbnTCfgExample, 5}, {hbnTCfgRefs, 4}, {hbnTCfgPublic, 4}, {hbnTCfgK8sRef, 3},
		{hbnTCfgFile, 3}, {hbnTCfgMaskedEnv, 4}, {hbnTCfgAWSID, 3}, {hbnTCfgSARedacted, 3},
		{hbnTCfgDigest, 3}, {hbnTCfgPolicy, 3}, {hbnTCfgSpringRef, 3}, {hbnTCfgWPSample, 3},
	}
}

func hbnDBName(pt bool) string {
	if pt {
		return pick([]string{"clinica", "escola", "contabil", "financeiro", "agenda"})
	}
	return pick([]string{"clinica", "colegio", "gestoria", "nominas", "citas"})
}

func hbnCfgLaravel() Sample {
	o := pick(hbnOrgs)
	pw := hbnGenPw()
	tok := hbnMPToken("APP_USR")
	db := hbnDBName(o.pt())
	user := db + "_app"
	txt := "APP_NAME=\"" + o.name + "\"\nAPP_ENV=production\nAPP_DEBUG=false\nAPP_URL=https://" + o.dom + "\n\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=" + db + "\nDB_USERNAME=" + user + "\nDB_PASSWORD=" + pw + "\n\nMERCADOPAGO_PUBLIC_KEY=" + hbnMPPublic() + "\nMERCADOPAGO_ACCESS_TOKEN=" + tok + "\n\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.hostinger.com\nMAIL_PORT=465"
	return hbnSec("env-credentials", "env", txt, []string{pw, tok}, user)
}

func hbnCfgCompose() Sample {
	pw := hbnPw(hbnCoin())
	db := hbnDBName(hbnCoin())
	txt := "services:\n  db:\n    image: postgres:16\n    restart: unless-stopped\n    environment:\n      POSTGRES_DB: " + db + "\n      POSTGRES_USER: " + db + "\n      POSTGRES_PASSWORD: \"" + pw + "\"\n    volumes:\n      - ./pgdata:/var/lib/postgresql/data\n  app:\n    image: ghcr.io/" + pick([]string{"clinicasol", "gestoria-mtz", "escola-se"}) + "/agenda:latest\n    ports: [\"8080:8080\"]\n    depends_on: [db]"
	return hbnSec("db-password", "yaml", txt, []string{pw}, "POSTGRES_USER: "+db)
}

func hbnCfgJSONMP() Sample {
	tok := hbnMPToken(pick([]string{"APP_USR", "APP_USR", "TEST"}))
	pub := hbnMPPublic()
	o := hbnOrgCC("ar", "mx", "co", "cl", "br")
	cur := map[string]string{"ar": "ARS", "mx": "MXN", "co": "COP", "cl": "CLP", "br": "BRL"}[o.cc]
	txt := "{\n  \"tienda\": \"" + o.name + "\",\n  \"mercadopago\": {\n    \"publicKey\": \"" + pub + "\",\n    \"accessToken\": \"" + tok + "\",\n    \"notificationUrl\": \"https://" + o.dom + "/webhooks/mp\"\n  },\n  \"moneda\": \"" + cur + "\"\n}"
	return hbnSec("mercadopago-token", "json", txt, []string{tok}, pub)
}

func hbnCfgTOMLSmtp() Sample {
	o := pick(hbnOrgs)
	pw := hbnPw(o.pt())
	user := pick([]string{"avisos", "notificacoes", "citas", "no-reply"}) + "@" + o.dom
	txt := "# recordatorios de citas / lembretes\n[smtp]\nhost = \"smtp." + o.dom + "\"\nport = 587\nstarttls = true\nusername = \"" + user + "\"\npassword = \"" + pw + "\"\n\n[agenda]\nzona_horaria = \"" + pick([]string{"Europe/Madrid", "America/Mexico_City", "America/Sao_Paulo", "Europe/Lisbon", "America/Bogota"}) + "\"\nrecordatorio_horas = 24"
	return hbnSec("smtp-password", "toml", txt, []string{pw}, user)
}

func hbnCfgOdoo() Sample {
	adm := hbnGenPw()
	dbp := hbnPw(hbnCoin())
	txt := "[options]\naddons_path = /opt/odoo/addons,/opt/odoo/custom\nadmin_passwd = " + adm + "\ndb_host = localhost\ndb_port = 5432\ndb_user = odoo\ndb_password = " + dbp + "\ndbfilter = ^" + hbnDBName(hbnCoin()) + "$\nhttp_port = 8069\nlogfile = /var/log/odoo/odoo.log\nlang = " + pick([]string{"es_ES", "pt_BR", "es_MX", "pt_PT"})
	return hbnSec("db-password", "ini", txt, []string{adm, dbp}, "db_user = odoo")
}

func hbnCfgWompiEnv() Sample {
	prv := "prv_prod_" + rnd(alnum, 32)
	integ := "prod_integrity_" + rnd(alnum, 32)
	pub := "pub_prod_" + rnd(alnum, 32)
	txt := "# Wompi - pasarela IPS\nWOMPI_PUBLIC_KEY=" + pub + "\nWOMPI_PRIVATE_KEY=" + prv + "\nWOMPI_INTEGRITY_SECRET=" + integ + "\nWOMPI_REDIRECT_URL=https://" + hbnOrgCC("co").dom + "/pago/resultado\n"
	return hbnSec("payment-api-key", "env", txt, []string{prv, integ}, pub)
}

func hbnCfgK8s() Sample {
	pw := hbnGenPw()
	user := pick([]string{"nominas", "erp", "pacientes"})
	txt := "apiVersion: v1\nkind: Secret\nmetadata:\n  name: " + user + "-db\n  namespace: " + pick([]string{"gestoria", "clinica", "colegio"}) + "\ntype: Opaque\nstringData:\n  DB_USER: " + user + "\n  DB_PASSWORD: '" + pw + "'\n  DB_HOST: mysql.internal\n"
	return hbnSec("db-password", "yaml", txt, []string{pw}, "DB_USER: "+user)
}

func hbnCfgSpring() Sample {
	pw := hbnPw(hbnCoin())
	host := "db-" + pick([]string{"prontuario", "matriculas", "faturamento"}) + ".local"
	txt := "# application-prod.properties\nserver.port=8443\nspring.datasource.url=jdbc:postgresql://" + host + ":5432/sistema\nspring.datasource.username=sistema\nspring.datasource.password=" + pw + "\nspring.jpa.hibernate.ddl-auto=validate\nlogging.level.root=INFO"
	return hbnSec("db-password", "properties", txt, []string{pw}, host)
}

func hbnCfgWP() Sample {
	pw := hbnPw(hbnCoin())
	salt := rnd(alnum+"!#%*+-.:;<=>?@[]^_{|}~", 64)
	txt := "<?php\n// ** Ajustes de MySQL ** //\ndefine( 'DB_NAME', 'wp_" + hbnDBName(false) + "' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '" + pw + "' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'DB_CHARSET', 'utf8mb4' );\n\ndefine( 'AUTH_KEY',         '" + salt + "' );\n$table_prefix = 'wp_';"
	return hbnSec("db-password", "php", txt, []string{pw, salt}, "wp_admin")
}

func hbnCfgDjango() Sample {
	sk := "django-insecure-" + rnd(lower+digits+"!@#%^&*(-_=+)", 50)
	if hbnCoin() {
		sk = rnd(lower+digits+"!@#%^&*(-_=+)", 50)
	}
	epw := rnd(lower, 16)
	host := "smtp.gmail.com"
	user := pick([]string{"secretaria", "matriculas", "avisos"}) + "." + hbnASCII(pick(hbnLastPT)) + "@gmail.com"
	txt := "# settings/producao.py\nDEBUG = False\nSECRET_KEY = '" + sk + "'\nALLOWED_HOSTS = ['" + hbnOrgOf(true).dom + "']\n\nEMAIL_HOST = '" + host + "'\nEMAIL_HOST_USER = '" + user + "'\nEMAIL_HOST_PASSWORD = '" + epw + "'  # senha de app do Gmail\nLANGUAGE_CODE = 'pt-br'"
	return hbnSec("app-secret", "code", txt, []string{sk, epw}, user)
}

func hbnCfgTwilio() Sample {
	sid := hbnTwilioSID()
	tok := rnd(hexs, 32)
	sk := hbnStripeSK()
	txt := "# recordatorios por SMS + cobros\nTWILIO_ACCOUNT_SID=" + sid + "\nTWILIO_AUTH_TOKEN=" + tok + "\nTWILIO_FROM=" + strings.ReplaceAll(hbnPhone(pick([]string{"es", "mx", "co"})), " ", "") + "\nSTRIPE_SECRET_KEY=" + sk + "\nSTRIPE_CURRENCY=" + pick([]string{"eur", "mxn", "cop"})
	return hbnSec("api-key", "env", txt, []string{tok, sk}, sid)
}

func hbnCfgNpmrc() Sample {
	tok := hbnNPM()
	if hbnCoin() {
		tok = hbnGHP()
		return hbnSec("registry-token", "ini", "# .npmrc do projeto do portal do aluno\n@escola-se:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken="+tok+"\nsave-exact=true", []string{tok}, "@escola-se:registry=https://npm.pkg.github.com")
	}
	return hbnSec("registry-token", "ini", "; .npmrc — componentes internos\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken="+tok+"\nfund=false", []string{tok})
}

func hbnCfgRestic() Sample {
	pw := rnd(lower, 5) + "-" + rnd(lower, 5) + "-" + rnd(lower, 5) + "-" + rnd(lower, 5)
	kid := "00" + rnd(hexs, 10) + "0000000001"
	key := "K00" + rnd(alnum+"/+", 28)
	txt := "# /etc/restic/backup.env — copia nocturna del servidor de la gestoría\nexport RESTIC_REPOSITORY=\"b2:" + pick([]string{"gestoria-backup", "clinica-copias", "escola-bkp"}) + ":/srv\"\nexport RESTIC_PASSWORD=\"" + pw + "\"\nexport B2_ACCOUNT_ID=\"" + kid + "\"\nexport B2_ACCOUNT_KEY=\"" + key + "\"\n"
	return hbnSec("backup-key", "env", txt, []string{pw, key}, kid)
}

func hbnCfgActions() Sample {
	pw := hbnPw(hbnCoin())
	host := "ftp." + pick(hbnOrgs).dom
	txt := "name: publicar site\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: SamKirkland/FTP-Deploy-Action@v4.3.5\n        with:\n          server: " + host + "\n          username: deploy\n          password: " + pw + "   # TODO mover pra secrets\n"
	return hbnSec("ftp-password", "yaml", txt, []string{pw}, host)
}

func hbnCfgWhatsApp() Sample {
	tok := hbnMeta()
	pid := rnd("123456789", 1) + rnd(digits, 14)
	txt := "# API do WhatsApp Cloud - confirmação de consultas\nWHATSAPP_TOKEN=" + tok + "\nWHATSAPP_PHONE_NUMBER_ID=" + pid + "\nWHATSAPP_VERIFY_TOKEN=" + rnd(lower+digits, 20) + "\nGRAPH_API_VERSION=v19.0"
	vt := txt[strings.Index(txt, "VERIFY_TOKEN=")+13:]
	vt = vt[:strings.Index(vt, "\n")]
	return hbnSec("whatsapp-token", "env", txt, []string{tok, vt}, pid)
}

func hbnCfgNFe() Sample {
	pw := hbnPw(true)
	cnpj := strings.NewReplacer(".", "", "/", "", "-", "").Replace(hbnCNPJ())
	txt := "{\n    \"atualizacao\": \"" + hbnISO() + "\",\n    \"tpAmb\": 1,\n    \"razaosocial\": \"" + strings.ToUpper(hbnASCII(hbnOrgCC("br").name)) + "\",\n    \"cnpj\": \"" + cnpj + "\",\n    \"siglaUF\": \"" + pick([]string{"SP", "MG", "PR", "BA", "PE"}) + "\",\n    \"schemes\": \"PL_009_V4\",\n    \"versao\": \"4.00\",\n    \"certificado\": \"certs/" + cnpj + ".pfx\",\n    \"certPassword\": \"" + pw + "\"\n}"
	return hbnSec("cert-password", "json", txt, []string{pw}, cnpj)
}

func hbnCfgPgpass() Sample {
	pw := hbnPw(hbnCoin())
	host := pick([]string{"srv-contab01", "10.0.0.5", "nas-clinica", "db.interno"})
	txt := "# ~/.pgpass  (chmod 600)\n" + host + ":5432:" + hbnDBName(hbnCoin()) + ":backup:" + pw + "\n# usado pelo cron do pg_dump das 02:00"
	return hbnSec("db-password", "config", txt, []string{pw}, host)
}

func hbnCfgWpa() Sample {
	o := pick(hbnOrgs)
	k := hbnWifiKey(o.pt())
	ssid := hbnSSID(o)
	txt := "country=" + strings.ToUpper(o.cc) + "\nctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\n\n# raspberry do painel de senhas da recepção\nnetwork={\n    ssid=\"" + ssid + "\"\n    psk=\"" + k + "\"\n    key_mgmt=WPA-PSK\n}"
	return hbnSec("wifi-key", "config", txt, []string{k}, ssid)
}

func hbnCfgMikrotik() Sample {
	k := hbnWifiKey(hbnCoin())
	txt := "# " + hbnISO() + " by RouterOS 7.14\n/interface wireless security-profiles\nset [ find default=yes ] supplicant-identity=MikroTik\nadd authentication-types=wpa2-psk mode=dynamic-keys name=equipe supplicant-identity=\"\" wpa2-pre-shared-key=" + k + "\n/interface wireless\nset [ find default-name=wlan1 ] band=2ghz-b/g/n security-profile=equipe ssid=" + pick([]string{"Equipe", "Personal", "Docentes"})
	return hbnSec("wifi-key", "config", txt, []string{k}, "name=equipe")
}

func hbnCfgSip() Sample {
	ext := fmt.Sprint(200 + rng.IntN(50))
	sec := rnd(alnum, 12+rng.IntN(8))
	txt := "; centralita de la clínica - extensiones\n[" + ext + "]\ntype=friend\ncallerid=\"Recepción\" <" + ext + ">\nhost=dynamic\nsecret=" + sec + "\ncontext=interno\ndisallow=all\nallow=alaw,ulaw"
	return hbnSec("sip-secret", "ini", txt, []string{sec}, "callerid=\"Recepción\"")
}

// Traps.

func hbnTCfgExample() Sample {
	if hbnCoin() {
		return hbnTrap("trap-placeholder", "env", "# .env.example — copiar a .env y completar\nDB_HOST=127.0.0.1\nDB_USERNAME=clinica\nDB_PASSWORD=changeme   # cambiar en producción\nMERCADOPAGO_ACCESS_TOKEN=<tu-access-token>\nMERCADOPAGO_PUBLIC_KEY=<tu-public-key>")
	}
	return hbnTrap("trap-placeholder", "env", "# .env.exemplo\nASAAS_API_KEY=sua_chave_aqui\nSMTP_PASSWORD=\nCERT_PASSWORD=xxxxxxxx\n# peça os valores reais ao suporte")
}

func hbnTCfgRefs() Sample {
	if hbnCoin() {
		return hbnTrap("trap-secret-reference", "yaml", "env:\n  - name: DB_PASSWORD\n    value: ${DB_PASSWORD}\n  - name: MP_ACCESS_TOKEN\n    value: \"{{ secrets.MP_ACCESS_TOKEN }}\"\n  - name: REDSYS_CLAVE\n    value: vault:secret/data/tpv#clave_firma")
	}
	return hbnTrap("trap-secret-reference", "yaml", "      - name: Deploy\n        env:\n          FTP_PASSWORD: ${{ secrets.FTP_PASSWORD }}\n          ASAAS_API_KEY: ${{ secrets.ASAAS_API_KEY }}\n        run: ./deploy.sh")
}

func hbnTCfgPublic() Sample {
	switch rng.IntN(3) {
	case 0:
		return hbnTrap("trap-public-key", "json", "{\n  \"mercadopago\": {\n    \"publicKey\": \""+hbnMPPublic()+"\",\n    \"clientId\": \""+rnd(digits, 16)+"\"\n  }\n}")
	case 1:
		return hbnTrap("trap-public-key", "env", "NEXT_PUBLIC_STRIPE_KEY="+hbnStripePK()+"\nNEXT_PUBLIC_WOMPI_KEY=pub_prod_"+rnd(alnum, 32))
	}
	return hbnTrap("trap-public-key", "env", "VITE_GOOGLE_CLIENT_ID="+rnd(digits, 12)+"-"+rnd(lower+digits, 32)+".apps.googleusercontent.com\nVITE_OPENPAY_MERCHANT_ID=m"+rnd(lower+digits, 19))
}

func hbnTCfgK8sRef() Sample {
	return hbnTrap("trap-secret-reference", "yaml", "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: nominas-db\n                key: DB_PASSWORD")
}

func hbnTCfgFile() Sample {
	return hbnTrap("trap-secret-reference", "toml", "[database]\nhost = \"db.interno\"\nuser = \"agenda\"\npassword_file = \"/run/secrets/db_password\"\n\n[certificado]\nruta = \"/etc/facturae/cert.pfx\"\nclave_env = \"CERT_PASS\"")
}

func hbnTCfgMaskedEnv() Sample {
	return hbnTrap("trap-masked", "env", "# copiado do painel (valores ocultos)\nSTRIPE_SECRET_KEY=sk_live_****************"+rnd(alnum, 4)+"\nTWILIO_AUTH_TOKEN=••••••••••••••••\nSENDGRID_API_KEY=SG.***")
}

func hbnTCfgAWSID() Sample {
	return hbnTrap("trap-key-id", "ini", "[profile gestoria-backup]\nregion = "+pick([]string{"eu-south-2", "sa-east-1", "us-east-1"})+"\naws_access_key_id = "+hbnAKIA()+"\n# a secret key fica no cofre do Bitwarden, não aqui\noutput = json")
}

func hbnTCfgSARedacted() Sample {
	return hbnTrap("trap-masked", "json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"agenda-"+rnd(lower+digits, 6)+"\",\n  \"private_key_id\": \"[REDACTED]\",\n  \"private_key\": \"[REDACTED]\",\n  \"client_email\": \"calendario@agenda-clinica.iam.gserviceaccount.com\",\n  \"client_id\": \""+rnd(digits, 21)+"\"\n}")
}

func hbnTCfgDigest() Sample {
	return hbnTrap("trap-digest", "yaml", "services:\n  facturador:\n    image: registry.gitlab.com/gestoria/facturador@sha256:"+rnd(hexs, 64)+"\n    environment:\n      TZ: Europe/Madrid")
}

func hbnTCfgPolicy() Sample {
	return hbnTrap("trap-password-policy", "yaml", "seguranca:\n  senha_min_caracteres: "+fmt.Sprint(10+rng.IntN(6))+"\n  senha_expira_dias: 90\n  bloquear_apos_tentativas: 5\n  exigir_2fa: true")
}

func hbnTCfgSpringRef() Sample {
	return hbnTrap("trap-secret-reference", "properties", "spring.datasource.url=jdbc:mysql://db:3306/matriculas\nspring.datasource.username=${DB_USER:matriculas}\nspring.datasource.password=${DB_PASS:}\njwt.secret=${JWT_SECRET}")
}

func hbnTCfgWPSample() Sample {
	return hbnTrap("trap-placeholder", "php", "define( 'DB_NAME', 'nombre_de_la_base_de_datos' );\ndefine( 'DB_USER', 'nombre_de_usuario' );\ndefine( 'DB_PASSWORD', 'contraseña' );\ndefine( 'AUTH_KEY',         'pon aquí tu frase aleatoria' );")
}

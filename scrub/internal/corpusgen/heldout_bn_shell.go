package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Shell sessions, logs, code, diffs and commits: secrets and traps.

func hbnShellGens() []hbnGen {
	return []hbnGen{
		{hbnShMysql, 4}, {hbnShCurlMP, 4}, {hbnShPgDump, 4}, {hbnShSshpass, 3},
		{hbnShGitClone, 3}, {hbnShDocker, 3}, {hbnLogConnStr, 4}, {hbnLogBasic, 4},
		{hbnLogCookie, 4}, {hbnCodePHP, 4}, {hbnCodePy, 4}, {hbnDiffEnv, 3},
		{hbnShNetUser, 3}, {hbnPSSecure, 3}, {hbnShSmb, 3}, {hbnShOpenssl, 4},
		{hbnShSqlcmd, 3}, {hbnCron, 3}, {hbnCodeJS, 3}, {hbnLogTelegram, 3},
		{hbnLogJWT, 3}, {hbnCommitKey, 3}, {hbnShSlackHook, 3}, {hbnShAWS, 3},
		{hbnTShGitLog, 4}, {hbnTShDigest, 3}, {hbnTShCurlVar, 4}, {hbnTShPrompt, 4},
		{hbnTLogIDs, 4}, {hbnTShSums, 3}, {hbnTShKeygen, 3}, {hbnTDiffPolicy, 3},
		{hbnTCodeEnv, 4}, {hbnTShX509, 3}, {hbnTShKubectl, 3}, {hbnTLogMasked, 3},
		{hbnTShNetUserInfo, 3}, {hbnTCommitRotate, 3},
	}
}

// hbnLsDate is the date and name columns of an ls -l line for a nightly dump.
func hbnLsDate(db string) string {
	m, d, y := 1+rng.IntN(12), 1+rng.IntN(28), 22+rng.IntN(4)
	mon := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1]
	return fmt.Sprintf("%s %2d 02:00 %s_20%d-%02d-%02d.dump", mon, d, db, y, m, d)
}

func hbnShMysql() Sample {
	pw := hbnPw(hbnCoin())
	db := hbnDBName(hbnCoin()) + "_db"
	txt := "$ mysql -u root -p'" + pw + "' " + db + " -e 'SELECT COUNT(*) FROM citas WHERE fecha = CURDATE();'\n+----------+\n| COUNT(*) |\n+----------+\n|       " + fmt.Sprint(10+rng.IntN(80)) + " |\n+----------+"
	return hbnSec("db-password", "shell", txt, []string{pw}, db)
}

func hbnShCurlMP() Sample {
	tok := hbnMPToken("APP_USR")
	id := rnd("123456789", 1) + rnd(digits, 10)
	txt := "curl -s -X GET \\\n  'https://api.mercadopago.com/v1/payments/" + id + "' \\\n  -H 'Authorization: Bearer " + tok + "'\n{\"id\":" + id + ",\"status\":\"approved\",\"status_detail\":\"accredited\",\"transaction_amount\":" + fmt.Sprint(1000+rng.IntN(90000)) + ",\"currency_id\":\"ARS\"}"
	return hbnSec("mercadopago-token", "shell", txt, []string{tok}, id)
}

func hbnShPgDump() Sample {
	pw := hbnPw(hbnCoin())
	host := pick([]string{"10.0.0.5", "db.interno", "srv-erp"})
	pr := pick([]string{"$ ", "root@srv-contab01:~# ", "admin@nas-clinica:~$ ", "suporte@escola-srv:/opt$ "})
	db := hbnDBName(true)
	txt := pr + "export PGPASSWORD='" + pw + "'\n" + pr + "pg_dump -h " + host + " -U backup -Fc " + db + " > /backups/" + db + "_$(date +%F).dump\n" + pr + "ls -lh /backups | tail -1\n-rw-r--r-- 1 root root " + fmt.Sprint(100+rng.IntN(800)) + "M " + hbnLsDate(db)
	return hbnSec("db-password", "shell", txt, []string{pw}, host)
}

func hbnShSshpass() Sample {
	pw := hbnPw(hbnCoin())
	host := hbnIP()
	txt := "# script do técnico para reiniciar o servidor de impressão\nsshpass -p '" + pw + "' ssh -o StrictHostKeyChecking=no admin@" + host + " 'sudo systemctl restart cups'"
	return hbnSec("ssh-password", "shell", txt, []string{pw}, "admin@"+host)
}

func hbnShGitClone() Sample {
	tok := hbnGHP()
	u := pick([]string{"ti-colegio", "dev-gestoria", "suporte-clinica"})
	txt := "$ git clone https://" + u + ":" + tok + "@github.com/" + u + "/portal-" + pick([]string{"alunos", "pacientes", "clientes"}) + ".git\nCloning into 'portal'...\nremote: Enumerating objects: 1342, done.\nReceiving objects: 100% (1342/1342), 2.81 MiB | 6.20 MiB/s, done."
	return hbnSec("github-token", "shell", txt, []string{tok}, "github.com/"+u)
}

func hbnShDocker() Sample {
	pw := hbnGenPw()
	txt := "$ docker login registry." + pick(hbnOrgs).dom + " -u deploy -p " + pw + "\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
	return hbnSec("registry-password", "shell", txt, []string{pw}, "Login Succeeded")
}

func hbnLogConnStr() Sample {
	pw := hbnPw(hbnCoin())
	host := hbnIP()
	ts := hbnISO()
	txt := ts + ",412 INFO  [agenda.db] conectando a postgresql://odoo:" + pw + "@" + host + ":5432/clinica\n" + ts + ",901 ERROR [agenda.db] could not connect to server: Connection refused\n\tIs the server running on host \"" + host + "\" and accepting TCP/IP connections on port 5432?"
	return hbnSec("db-password", "log", txt, []string{pw}, "[agenda.db]")
}

func hbnLogBasic() Sample {
	u := pick([]string{"integracao", "contador", "api-notas", "facturacion"})
	pw := hbnPw(hbnCoin())
	b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
	txt := "DEBUG " + hbnISO() + " >>> POST /ws/nfse/emitir HTTP/1.1\nDEBUG >>> Host: api." + pick(hbnOrgs).dom + "\nDEBUG >>> Authorization: Basic " + b + "\nDEBUG >>> Content-Type: application/xml\nDEBUG <<< HTTP/1.1 401 Unauthorized"
	return hbnSec("basic-auth", "log", txt, []string{b}, "POST /ws/nfse/emitir")
}

func hbnLogCookie() Sample {
	sess := rnd(lower+digits, 26)
	txt := "GET /panel/pacientes HTTP/1.1\nHost: " + pick(hbnOrgs).dom + "\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)\nCookie: PHPSESSID=" + sess + "; idioma=es; _ga=GA1." + rnd("12", 1) + "." + rnd(digits, 10) + "." + rnd(digits, 10) + "\nAccept-Language: es-ES,es;q=0.9"
	if hbnCoin() {
		sess = "eyJpdiI6I" + rnd(b64url, 60+rng.IntN(100)) + "%3D%3D"
		h := pick(hbnOrgs).dom
		txt = "GET /admin/matriculas HTTP/1.1\nHost: " + h + "\nCookie: cookie_consent=1; laravel_session=" + sess + "\nReferer: https://" + h + "/login"
		return hbnSec("session-cookie", "http", txt, []string{sess}, "cookie_consent=1")
	}
	return hbnSec("session-cookie", "http", txt, []string{sess}, "idioma=es")
}

func hbnCodePHP() Sample {
	pw := hbnPw(true)
	txt := "<?php\n// conexão com o banco da secretaria (não mexer!)\n$host = 'localhost';\n$usuario = 'secretaria';\n$senha = '" + pw + "';\n$banco = 'escola';\n$conn = mysqli_connect($host, $usuario, $senha, $banco);\nif (!$conn) { die('Erro na conexão: ' . mysqli_connect_error()); }"
	return hbnSec("db-password", "code", txt, []string{pw}, "$usuario = 'secretaria';")
}

func hbnCodePy() Sample {
	if hbnCoin() {
		k := hbnSendgrid()
		txt := "import sendgrid\nfrom sendgrid.helpers.mail import Mail\n\n# lembretes de consulta\nsg = sendgrid.SendGridAPIClient(api_key=\"" + k + "\")\nmsg = Mail(from_email=\"lembretes@" + hbnOrgOf(true).dom + "\", to_emails=paciente.email,\n           subject=\"Lembrete da sua consulta\", html_content=corpo)\nsg.send(msg)"
		return hbnSec("api-key", "code", txt, []string{k})
	}
	sid := hbnTwilioSID()
	tok := rnd(hexs, 32)
	txt := "from twilio.rest import Client\n\n# recordatorio de citas por SMS\nclient = Client(\"" + sid + "\", \"" + tok + "\")\nclient.messages.create(to=paciente.telefono, from_=\"+34" + rnd(digits, 9) + "\",\n                       body=f\"Recuerde su cita mañana a las {hora}\")"
	return hbnSec("api-key", "code", txt, []string{tok}, sid)
}

func hbnDiffEnv() Sample {
	old, nw := hbnPw(hbnCoin()), hbnPw(hbnCoin())
	txt := "diff --git a/.env.production b/.env.production\nindex " + rnd(hexs, 7) + ".." + rnd(hexs, 7) + " 100644\n--- a/.env.production\n+++ b/.env.production\n@@ -3,7 +3,7 @@ DB_HOST=db.interno\n DB_PORT=3306\n DB_USERNAME=agenda\n-DB_PASSWORD=" + old + "\n+DB_PASSWORD=" + nw + "\n MAIL_HOST=smtp.office365.com"
	return hbnSec("db-password", "diff", txt, []string{old, nw}, "DB_USERNAME=agenda")
}

func hbnShNetUser() Sample {
	pw := hbnPw(false)
	u := pick([]string{"recepcion", "enfermeria", "secretaria2", "aula12"})
	txt := "C:\\Windows\\system32>net user " + u + " " + pw + " /add\nSe ha completado el comando correctamente.\n\nC:\\Windows\\system32>net localgroup \"Usuarios de escritorio remoto\" " + u + " /add\nSe ha completado el comando correctamente."
	return hbnSec("windows-password", "shell", txt, []string{pw}, "net localgroup")
}

func hbnPSSecure() Sample {
	pw := hbnPw(hbnCoin())
	u := pick([]string{"svc_backup", "adm.escola", "soporte"})
	txt := "# crear usuario de servicio en el servidor del colegio\n$pass = ConvertTo-SecureString \"" + pw + "\" -AsPlainText -Force\nNew-LocalUser -Name \"" + u + "\" -Password $pass -PasswordNeverExpires\nAdd-LocalGroupMember -Group \"Administradores\" -Member \"" + u + "\""
	return hbnSec("windows-password", "powershell", txt, []string{pw}, u)
}

func hbnShSmb() Sample {
	pw := hbnPw(hbnCoin())
	txt := "$ smbclient //nas-gestoria/contabilidad -U gestor%" + pw + " -c 'ls 2024/*'\n  IVA_1T.pdf                          A   231044  " + hbnDate() + "\n  modelo303_2T.pdf                    A   198772  " + hbnDate() + "\n\t\t976762584 blocks of size 1024. 512000 blocks available"
	return hbnSec("smb-password", "shell", txt, []string{pw}, "//nas-gestoria/contabilidad")
}

func hbnShOpenssl() Sample {
	pw := hbnPw(hbnCoin())
	f := pick([]string{"ecnpj_2025.pfx", "certificado_fnmt.p12", "efirma.pfx", "a1_clinica.pfx"})
	txt := "$ openssl pkcs12 -in " + f + " -passin pass:" + pw + " -nokeys -out cert.pem\n$ openssl x509 -in cert.pem -noout -enddate\nnotAfter=" + pick([]string{"Mar", "Jun", "Nov"}) + " 1" + rnd(digits, 1) + " 14:02:11 2026 GMT"
	return hbnSec("cert-password", "shell", txt, []string{pw}, f)
}

func hbnShSqlcmd() Sample {
	pw := hbnGenPw()
	txt := "sqlcmd -S SRV-CONTAB\\SQLEXPRESS -U sa -P " + pw + " -Q \"BACKUP DATABASE [Contabilidad] TO DISK='D:\\Copias\\conta.bak' WITH INIT\"\nProcessed 41208 pages for database 'Contabilidad', file 'Contabilidad' on file 1.\nBACKUP DATABASE successfully processed 41210 pages in 6.331 seconds (50.851 MB/sec)."
	return hbnSec("db-password", "shell", txt, []string{pw}, "Processed 41208 pages")
}

func hbnCron() Sample {
	pw := hbnPw(hbnCoin())
	txt := "$ crontab -l\n# m h dom mon dow command\n30 2 * * * mysqldump -ubackup -p" + pw + " --all-databases | gzip > /mnt/nas/mysql_$(date +\\%u).sql.gz\n0 7 * * 1 /opt/scripts/relatorio_semanal.sh"
	return hbnSec("db-password", "shell", txt, []string{pw}, "/opt/scripts/relatorio_semanal.sh")
}

func hbnCodeJS() Sample {
	tok := hbnMeta()
	pid := rnd("123456789", 1) + rnd(digits, 14)
	txt := "// envia confirmação de consulta pelo WhatsApp\nconst TOKEN = '" + tok + "';\nconst PHONE_ID = '" + pid + "';\nawait fetch(`https://graph.facebook.com/v19.0/${PHONE_ID}/messages`, {\n  method: 'POST',\n  headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },\n  body: JSON.stringify(payload),\n});"
	return hbnSec("whatsapp-token", "code", txt, []string{tok}, pid)
}

func hbnLogTelegram() Sample {
	tok := hbnTelegram()
	txt := hbnISO() + " [ERROR] avisos: falha ao enviar mensagem\nrequests.exceptions.HTTPError: 400 Client Error: Bad Request for url: https://api.telegram.org/bot" + tok + "/sendMessage?chat_id=-100" + rnd(digits, 10) + "\n  File \"/opt/avisos/bot.py\", line 42, in enviar"
	return hbnSec("telegram-bot-token", "log", txt, []string{tok}, "/opt/avisos/bot.py")
}

func hbnLogJWT() Sample {
	j := hbnJWT()
	txt := "[" + hbnISO() + "] local.DEBUG: Requisição ao portal do aluno {\"method\":\"GET\",\"uri\":\"/api/notas/" + rnd(digits, 5) + "\",\"headers\":{\"authorization\":[\"Bearer " + j + "\"],\"accept\":[\"application/json\"]}}"
	return hbnSec("bearer-token", "log", txt, []string{j}, "/api/notas/")
}

func hbnCommitKey() Sample {
	k := hbnAsaas()
	sha := rnd(hexs, 40)
	txt := "commit " + sha + "\nAuthor: " + pick(hbnFirstPT) + " <dev@" + hbnOrgOf(true).dom + ">\nDate:   " + hbnISO() + "\n\n    remove chave do Asaas hardcoded, agora vem do .env\n\ndiff --git a/src/cobranca.js b/src/cobranca.js\n@@ -1,4 +1,4 @@\n-const ASAAS_KEY = '" + k + "';\n+const ASAAS_KEY = process.env.ASAAS_KEY;\n const BASE = 'https://api.asaas.com/v3';"
	return hbnSec("payment-api-key", "diff", txt, []string{k}, sha)
}

func hbnShSlackHook() Sample {
	sec := rnd(alnum, 24)
	txt := "# avisar no canal #ti quando termina a cópia\ncurl -s -X POST -H 'Content-type: application/json' \\\n  --data '{\"text\":\"Backup do servidor concluído ✅\"}' \\\n  https://hooks.slack.com/services/T" + rnd(upper+digits, 8) + "/B" + rnd(upper+digits, 10) + "/" + sec
	return hbnSec("webhook-secret", "shell", txt, []string{sec})
}

func hbnShAWS() Sample {
	id := hbnAKIA()
	sec := hbnAWSSecret()
	txt := "$ aws configure --profile copias-gestoria\nAWS Access Key ID [None]: " + id + "\nAWS Secret Access Key [None]: " + sec + "\nDefault region name [None]: eu-south-2\nDefault output format [None]: json"
	return hbnSec("aws-secret-key", "shell", txt, []string{sec}, id)
}

// Traps.

func hbnTShGitLog() Sample {
	txt := "$ git log --oneline -4\n"
	for _, m := range []string{"corrige cálculo do IRRF", "añade exportación a Excel", "atualiza tabela INSS 2025", "fix: zona horaria en recordatorios"} {
		txt += rnd(hexs, 7) + " " + m + "\n"
	}
	return hbnTrap("trap-commit-sha", "shell", txt+"$ git rev-parse HEAD\n"+rnd(hexs, 40))
}

func hbnTShDigest() Sample {
	return hbnTrap("trap-digest", "shell", "$ docker pull postgres:16\n16: Pulling from library/postgres\nDigest: sha256:"+rnd(hexs, 64)+"\nStatus: Downloaded newer image for postgres:16")
}

func hbnTShCurlVar() Sample {
	if hbnCoin() {
		return hbnTrap("trap-secret-reference", "shell", "curl -s -H \"Authorization: Bearer $MP_ACCESS_TOKEN\" \\\n  \"https://api.mercadopago.com/v1/payments/search?sort=date_created&criteria=desc\" | jq '.results[0].status'\n\"approved\"")
	}
	return hbnTrap("trap-secret-reference", "shell", "export PGPASSWORD=\"$(cat /root/.secrets/pg)\"\npg_dump -h db.interno -U backup clinica > /backups/clinica.sql")
}

func hbnTShPrompt() Sample {
	if hbnCoin() {
		return hbnTrap("trap-password-prompt", "shell", "$ mysql -u root -p clinica_db\nEnter password:\nWelcome to the MariaDB monitor.  Commands end with ; or \\g.\nMariaDB [clinica_db]>")
	}
	return hbnTrap("trap-password-prompt", "shell", "$ sudo passwd recepcao\n[sudo] password for suporte:\nNova senha:\nRedigite a nova senha:\npasswd: senha atualizada com sucesso")
}

func hbnTLogIDs() Sample {
	return hbnTrap("trap-request-id", "log", hbnISO()+" INFO request_id="+hbnUUID()+" trace_id="+rnd(hexs, 32)+" span_id="+rnd(hexs, 16)+" POST /api/citas 201 "+fmt.Sprint(20+rng.IntN(300))+"ms\n"+hbnISO()+" INFO build="+rnd(hexs, 12)+" job_id="+rnd(alnum, 20)+" emitidas 14 facturas")
}

func hbnTShSums() Sample {
	return hbnTrap("trap-checksum", "shell", "$ sha256sum instalador_contasol.exe\n"+rnd(hexs, 64)+"  instalador_contasol.exe\n$ sha1sum gesden_setup.msi\n"+rnd(hexs, 40)+"  gesden_setup.msi")
}

func hbnTShKeygen() Sample {
	pub := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(alnum+"+/", 43) + " suporte@escola"
	return hbnTrap("trap-public-key", "shell", "$ ssh-keygen -t ed25519 -C suporte@escola\nYour identification has been saved in /home/suporte/.ssh/id_ed25519\nYour public key has been saved in /home/suporte/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:"+rnd(alnum+"+/", 43)+" suporte@escola\n$ cat ~/.ssh/id_ed25519.pub\n"+pub)
}

func hbnTDiffPolicy() Sample {
	return hbnTrap("trap-password-policy", "diff", "--- a/config/seguridad.yml\n+++ b/config/seguridad.yml\n@@ -1,4 +1,4 @@\n contrasena:\n-  longitud_minima: 8\n+  longitud_minima: 12\n   caducidad_dias: 90\n   historial: 5")
}

func hbnTCodeEnv() Sample {
	if hbnCoin() {
		return hbnTrap("trap-secret-reference", "code", "import os\n\nDB_PASSWORD = os.environ[\"DB_PASSWORD\"]\nMP_ACCESS_TOKEN = os.getenv(\"MP_ACCESS_TOKEN\")\nif not MP_ACCESS_TOKEN:\n    raise RuntimeError(\"falta el access token de Mercado Pago\")")
	}
	return hbnTrap("trap-secret-reference", "code", "$senha = getenv('DB_SENHA');\n$token = $_ENV['ASAAS_API_KEY'] ?? '';\n// nunca commitar a senha aqui!")
}

func hbnTShX509() Sample {
	return hbnTrap("trap-certificate-info", "shell", "$ openssl x509 -in cert.pem -noout -subject -serial -fingerprint\nsubject=C = BR, O = ICP-Brasil, CN = "+strings.ToUpper(hbnASCII(hbnOrgCC("br").name))+":"+rnd(digits, 14)+"\nserial="+rnd("0123456789ABCDEF", 16)+"\nSHA1 Fingerprint="+hbnColonHex(20))
}

func hbnColonHex(n int) string {
	s := rnd("0123456789ABCDEF", 2)
	for i := 1; i < n; i++ {
		s += ":" + rnd("0123456789ABCDEF", 2)
	}
	return s
}

func hbnTShKubectl() Sample {
	return hbnTrap("trap-secret-names", "shell", "$ kubectl get secrets -n clinica\nNAME              TYPE                DATA   AGE\nagenda-db         Opaque              2      41d\nmercadopago       Opaque              2      41d\ntls-clinica       kubernetes.io/tls   2      12d")
}

func hbnTLogMasked() Sample {
	return hbnTrap("trap-masked", "log", hbnISO()+" INFO conectando a mysql://agenda:***@db.interno:3306/agenda\n"+hbnISO()+" INFO smtp login user=avisos@"+hbnOrgOf(false).dom+" password=[FILTERED] ok")
}

func hbnTShNetUserInfo() Sample {
	return hbnTrap("trap-password-talk", "shell", "C:\\>net user recepcion\nNombre de usuario                recepcion\nCuenta activa                    Sí\nÚltimo cambio de contraseña      "+hbnDate()+"\nLa contraseña caduca             "+hbnDate()+"\nContraseña requerida             Sí\nEl usuario puede cambiar la contraseña  Sí")
}

func hbnTCommitRotate() Sample {
	return hbnTrap("trap-password-talk", "commit", "commit "+rnd(hexs, 40)+"\nAuthor: "+pick(hbnFirstES)+" <ti@"+hbnOrgOf(false).dom+">\n\n    rota la clave de firma de Redsys (la nueva está en 1Password)\n\n    La anterior se filtró en un ticket; ya está revocada en el panel.")
}
